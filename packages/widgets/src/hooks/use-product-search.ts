import type { ProductSort } from '@compare/core';
import { type Product, SEARCH_PAGE_SIZE } from '@compare/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { SearchParams } from '../context';
import { useCompare } from '../context';

/** One fetched page: `ok` is false when the response failed or was unsuccessful. */
interface SearchPage {
  offset: number;
  ok: boolean;
  products: Product[];
  searchedFor?: string | undefined;
  similar?: boolean | undefined;
}

/** Paged product search state: pages of 20, appended as the shopper scrolls. */
export interface ProductSearchApi {
  products: Product[];
  /** True while the first page of the current parameters loads. */
  isLoading: boolean;
  /** True while a further page loads. */
  isLoadingMore: boolean;
  /** False once a page returned fewer than 20 products or a page failed. */
  hasMore: boolean;
  /** Loads the next page (offset + 20) when not loading and more may exist. */
  loadMore: () => void;
  /** True when there are query parameters (nothing is fetched or shown otherwise). */
  enabled: boolean;
  /** What the API searched for when it corrected a typed word ("tomato" for "tomatoe"); else null. */
  searchedFor: string | null;
  /** True when nothing matched every word and the products are the closest ones instead. */
  similar: boolean;
}

/** Drops empty values so `{q: ''}` and `{}` are the same query. */
export function normaliseSearchParams(params: SearchParams): SearchParams {
  const out: SearchParams = {};
  for (const key of ['q', 'platform', 'category', 'brand'] as const) {
    const value = params[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/**
 * Infinite product search: a change of parameters or order starts again at offset 0 and replaces
 * the list; each further page raises the offset by 20 and appends; a short page or a failure ends
 * paging. The API orders the results (`sort`), so every page continues the same order; relevance,
 * its default, is not sent.
 */
export function useProductSearch(params: SearchParams, sort: ProductSort = 'relevance'): ProductSearchApi {
  const { client, log, scope } = useCompare();
  const query = useMemo(() => normaliseSearchParams(params), [params]);
  const enabled = Object.keys(query).length > 0;
  const order = sort === 'relevance' ? undefined : sort;
  const result = useInfiniteQuery({
    queryKey: ['compare', scope, 'search', query, order ?? 'relevance'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<SearchPage> => {
      const answer = await client.searchProducts({
        ...query,
        sort: order,
        offset: pageParam,
        limit: SEARCH_PAGE_SIZE,
      });
      if (answer.error) {
        log(answer.error.message);
        return { offset: pageParam, ok: false, products: [] };
      }
      if (!answer.data?.success || !Array.isArray(answer.data.data)) {
        return { offset: pageParam, ok: false, products: [] };
      }
      return {
        offset: pageParam,
        ok: true,
        products: answer.data.data,
        searchedFor: answer.data.searchedFor,
        similar: answer.data.similar,
      };
    },
    getNextPageParam: (last) =>
      last.ok && last.products.length >= SEARCH_PAGE_SIZE ? last.offset + SEARCH_PAGE_SIZE : undefined,
    enabled,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetching, fetchNextPage } = result;
  // A product listed on two pages (the catalogue changed between requests) is shown once.
  const products = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages.flatMap((p) => p.products) ?? []).filter((p) => {
      if (seen.has(p.productId)) return false;
      seen.add(p.productId);
      return true;
    });
  }, [data]);
  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetching) return;
    void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  return {
    products,
    isLoading: enabled && result.isPending,
    isLoadingMore: isFetchingNextPage,
    hasMore: enabled && Boolean(hasNextPage),
    loadMore,
    enabled,
    searchedFor: data?.pages[0]?.searchedFor ?? null,
    similar: data?.pages[0]?.similar === true,
  };
}

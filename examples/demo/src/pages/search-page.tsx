import { SearchResults, useT } from '@compare/widgets';
import { useSearchParams } from 'react-router';
import { useDemoText } from '../demo-text';
import { usePageTitle } from '../page-title';
import { hasSearchParams, readSearchParams, readSearchSort, writeSearchParams } from '../search-params';

/** /s: search results driven by the URL (q, platform, category, brand); the header's bar edits q. */
export function SearchPage() {
  const [query, setQuery] = useSearchParams();
  const t = useT();
  const text = useDemoText();
  const params = readSearchParams(query);
  const sort = readSearchSort(query);
  const subject = params.q || params.category || params.brand;
  usePageTitle(subject ? `${subject}: search results` : t('navSearch'));
  if (!hasSearchParams(params)) {
    // The results widget shows nothing without query parameters; the page says why.
    return (
      <section className="demo-empty-page">
        <h1>{t('navSearch')}</h1>
        <p>{text('searchPrompt')}</p>
      </section>
    );
  }
  return (
    <>
      <h1 className="demo-visually-hidden">
        {subject ? `${text('searchHeading')}: ${subject}` : text('searchHeading')}
      </h1>
      <SearchResults
        params={params}
        onParamsChange={(next) => setQuery(writeSearchParams(next, sort))}
        sort={sort}
        onSortChange={(next) => setQuery(writeSearchParams(params, next), { replace: true })}
      />
    </>
  );
}

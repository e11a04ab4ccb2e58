import { formatINR, formatMessage, formatUnitPrice, type UnitPrice } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../../context';
import { WidgetLink } from '../../internal/link';
import { merchantLabel, variantText } from '../../internal/product';
import { linkStyle, listStyle, priceStyle } from '../../internal/styles';

const panelStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  border: '1px solid $colors$border',
  borderRadius: '$md',
  '& h2': { margin: 0, fontSize: '$md', fontWeight: '$semibold' },
  '& p': { margin: 0, fontSize: '$sm' },
});
const itemStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '$1 $3',
  paddingBlock: '$2',
  borderTop: '1px solid $colors$border',
  fontSize: '$sm',
});
const mutedStyle = createStyles({ color: '$muted', fontSize: '$xs' });
const figuresStyle = createStyles({ textAlign: 'end', display: 'flex', flexDirection: 'column', gap: '2px' });

/** One equivalent as GET /products/{id}/equivalents answers it. */
interface Equivalent {
  productId: string;
  brand: string;
  name: string;
  variant: string;
  merchantName: string;
  price: number;
  unitPrice: UnitPrice | null;
  basis: 'same-pack' | 'packs' | 'unit-price';
  packs: number;
}

interface Equivalents {
  kind: { id: string; label: string } | null;
  unitPrice: UnitPrice | null;
  items: Equivalent[];
}

/** Props of {@link SameKindPanel}. */
export interface SameKindPanelProps {
  productId: string;
  variant: string;
}

/**
 * 'Same kind, other brands': other brands' products of this product's kind with the same
 * attributes that matter, at the shopper's point, cheapest unit price first, each with its unit
 * price (and, for another pack size, how it compares). Nothing for a product of no known kind.
 */
export function SameKindPanel({ productId, variant }: SameKindPanelProps) {
  const { client, scope, messages, hrefs, stores } = useCompare();
  const lat = useStore(stores.location, (s) => s.latitude);
  const lon = useStore(stores.location, (s) => s.longitude);
  const titleId = useId();
  const query = useQuery({
    queryKey: ['compare', scope, 'equivalents', productId, variant, lat, lon],
    queryFn: async ({ signal }) => {
      const answer = await client.request<{ data: Equivalents }>(
        'get',
        `/products/${encodeURIComponent(productId)}/equivalents?variant=${encodeURIComponent(variant)}`,
        { signal },
      );
      return answer.data;
    },
  });
  const data = query.data;
  // A product of no known kind has no equivalents: nothing to show, not even a heading.
  if (!data || data.kind === null) return null;
  return (
    <section className={panelStyle()} aria-labelledby={titleId} data-testid="same-kind">
      <h2 id={titleId}>{messages.sameKindTitle}</h2>
      {data.items.length === 0 ? (
        <p>{messages.sameKindNone}</p>
      ) : (
        <ul className={listStyle()}>
          {data.items.map((item) => (
            <li key={item.productId} className={itemStyle()} data-product-id={item.productId}>
              <span>
                <WidgetLink href={hrefs.product(item.productId)} className={linkStyle()}>
                  {item.name}
                </WidgetLink>
                <br />
                <span className={mutedStyle()}>
                  {item.basis === 'packs'
                    ? formatMessage(messages.sameKindPacks, {
                        count: item.packs,
                        variant: variantText(item.variant, messages),
                      })
                    : variantText(item.variant, messages)}
                  {' · '}
                  {merchantLabel(item.merchantName)}
                </span>
              </span>
              <span className={figuresStyle()}>
                <span className={priceStyle()}>{formatINR(item.price)}</span>
                {item.unitPrice ? (
                  <span className={mutedStyle()}>
                    {formatUnitPrice(item.unitPrice)}
                    {item.basis === 'unit-price' ? ` (${messages.sameKindByUnitPrice})` : ''}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

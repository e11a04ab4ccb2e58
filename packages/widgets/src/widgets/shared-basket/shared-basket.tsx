import { formatINR, lowestOffer } from '@compare/core';
import { Button, Spinner } from '@compare/ui';
import { useQuery } from '@tanstack/react-query';
import { useCompare, useRequireLocation } from '../../context';
import { usePoint } from '../../hooks/queries';
import {
  addLines,
  brandedName,
  useAccountApi,
  useAccountMessages,
  useAccountT,
} from '../../internal/account';
import { cardStyle, hintStyle, lineStyle, stackStyle } from '../../internal/account-styles';
import { variantText } from '../../internal/product';
import { cx, headingStyle, listStyle, priceStyle, rootClass, statusStyle } from '../../internal/styles';
import { useNotify } from '../../internal/use-notify';

/** Props of {@link SharedBasket}. */
export interface SharedBasketProps {
  /** The share token of the link (`/b/{token}`). */
  token: string;
  className?: string | undefined;
}

/**
 * A basket someone shared, read-only and priced where the viewer is: each line with its lowest
 * price here (or 'Not sold near you'), and 'Add all to my basket'.
 */
export function SharedBasket({ token, className }: SharedBasketProps) {
  useRequireLocation();
  const { scope, stores } = useCompare();
  const messages = useAccountMessages();
  const t = useAccountT();
  const api = useAccountApi();
  const notify = useNotify();
  const { lat, lon } = usePoint();
  const shared = useQuery({
    queryKey: ['compare', scope, 'shared', token, lat, lon],
    queryFn: () => api.getSharedBasket(token, { lat: lat ?? 0, lon: lon ?? 0 }),
    enabled: lat !== null && lon !== null,
  });
  if (shared.isError) {
    return (
      <p role="alert" className={rootClass(statusStyle(), className)} data-compare-widget="shared-basket">
        {messages.sharedBasketGone}
      </p>
    );
  }
  if (!shared.data) {
    return (
      <div className={rootClass(statusStyle(), className)} data-compare-widget="shared-basket">
        <Spinner label={messages.pasteListFinding} />
      </div>
    );
  }
  const { name, items } = shared.data;
  const sold = items.filter((i) => i.platformData.length > 0);
  return (
    <section className={rootClass(stackStyle(), className)} data-compare-widget="shared-basket">
      <h2 className={headingStyle()}>{t('sharedBasketTitle', { name })}</h2>
      <ul className={cx(listStyle(), stackStyle())}>
        {items.map((item) => {
          const best = lowestOffer(item.platformData);
          return (
            <li key={`${item.productId}\u0000${item.variant}`} className={cx(cardStyle(), lineStyle())}>
              <span>
                {brandedName(item.brand, item.productName)} ({variantText(item.variant, messages)}) ×{' '}
                {item.quantity}
              </span>
              {best ? (
                <span className={priceStyle()}>{formatINR(best.price)}</span>
              ) : (
                <span className={hintStyle()}>{messages.sharedBasketNotHere}</span>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        disabled={sold.length === 0}
        onClick={() => {
          const count = addLines(stores.basket, sold);
          notify({ title: t('pasteListAdded', { count }) });
        }}
      >
        {messages.sharedBasketAddAll}
      </Button>
    </section>
  );
}

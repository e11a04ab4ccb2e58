import {
  basketTotal,
  CHECKOUT_DELAY_MS,
  formatMessage,
  formatUSD,
  isDiscounted,
  lowestOffer,
  toPaise,
} from '@compare/core';
import { Button, createStyles, Input, Tag, VisuallyHidden } from '@compare/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { CompareEventItem } from '../../context';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { WidgetLink } from '../../internal/link';
import {
  cx,
  focusRing,
  headingStyle,
  listStyle,
  MEDIUM,
  mrpStyle,
  priceStyle,
  rootClass,
  statusStyle,
} from '../../internal/styles';
import { useNotify } from '../../internal/use-notify';

const layoutStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '$6',
  color: '$text',
  [MEDIUM]: { gridTemplateColumns: '3fr 2fr' },
});
const fieldsetStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '$3',
  margin: 0,
  padding: '$4',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  [MEDIUM]: { gridTemplateColumns: '1fr 1fr' },
});
const legendStyle = createStyles({ padding: '0 $2', fontWeight: '$bold', fontSize: '$md' });
const wideStyle = createStyles({ [MEDIUM]: { gridColumn: '1 / -1' } });
const formStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$4' });
const summaryStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  alignSelf: 'start',
});
const lineStyle = createStyles({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$3',
  fontSize: '$sm',
});
const lineNameStyle = createStyles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });
const amountsStyle = createStyles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' });
const totalStyle = createStyles({
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: '$3',
  borderTop: '1px solid $colors$border',
  fontWeight: '$bold',
  fontSize: '$lg',
});
const emptyStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
});
const continueStyle = createStyles({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$controlMd',
  padding: '$2 $4',
  borderRadius: '$md',
  backgroundColor: '$primary',
  color: '$primaryText',
  fontWeight: '$semibold',
  fontSize: '$sm',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryHover' },
  '&:focus-visible': focusRing,
});

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  /** Called once the order is placed and the basket cleared; by default the provider navigates home. */
  onComplete?: (() => void) | undefined;
  className?: string | undefined;
}

type FieldName =
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'city'
  | 'zipCode'
  | 'cardNumber'
  | 'expiryDate'
  | 'cvv';

const SHIPPING: ReadonlyArray<{ name: FieldName; autoComplete: string; wide?: boolean }> = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'zipCode', autoComplete: 'postal-code' },
];
const PAYMENT: ReadonlyArray<{ name: FieldName; autoComplete: string; wide?: boolean }> = [
  { name: 'cardNumber', autoComplete: 'cc-number', wide: true },
  { name: 'expiryDate', autoComplete: 'cc-exp' },
  { name: 'cvv', autoComplete: 'cc-csc' },
];

/**
 * The placeholder checkout: shipping and payment fields without validation, an order
 * summary in dollars, and 'Place Order', which waits 2 s, records a purchase event (TXN-{timestamp},
 * USD), shows 'Order placed successfully!', clears the basket and completes. No server call.
 */
export function CheckoutForm({ onComplete, className }: CheckoutFormProps) {
  const { messages, hrefs, now, track, navigate, stores } = useCompare();
  const notify = useNotify();
  const basket = useBasket();
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const titleId = useId();
  const summaryId = useId();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const placeOrder = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing || basket.items.length === 0) return;
    setProcessing(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      // The basket as it is when the order completes, not as it was when the button was pressed.
      const ordered = stores.basket.getState().items;
      const items: CompareEventItem[] = ordered.map((item) => {
        const offer = lowestOffer(item.platformData);
        const line: CompareEventItem = {
          id: item.productId,
          name: item.productName,
          variant: item.variant,
          price: offer?.price ?? 0,
          quantity: item.quantity,
        };
        if (offer) line.merchant = offer.merchantName;
        return line;
      });
      track({
        type: 'purchase',
        transactionId: `TXN-${now().getTime()}`,
        currency: 'USD',
        value: basketTotal(ordered),
        items,
      });
      notify({ title: messages.orderPlacedTitle, description: messages.orderPlacedDescription });
      basket.clear();
      setProcessing(false);
      if (onComplete) onComplete();
      else navigate(hrefs.home());
    }, CHECKOUT_DELAY_MS);
  };

  if (basket.items.length === 0 && !processing) {
    return (
      <div className={rootClass(emptyStyle(), className)} data-compare-widget="checkout-form">
        <p className={statusStyle()}>{messages.yourCartIsEmpty}</p>
        <WidgetLink href={hrefs.home()} className={continueStyle()}>
          {messages.continueShopping}
        </WidgetLink>
      </div>
    );
  }

  const field = ({ name, autoComplete, wide }: { name: FieldName; autoComplete: string; wide?: boolean }) => (
    <div key={name} className={wide ? wideStyle() : undefined}>
      <Input name={name} label={messages[name]} autoComplete={autoComplete} />
    </div>
  );

  return (
    <div className={rootClass(layoutStyle(), className)} data-compare-widget="checkout-form">
      <form className={formStyle()} onSubmit={placeOrder} noValidate aria-labelledby={titleId}>
        <h2 id={titleId} className={headingStyle()}>
          {messages.checkoutTitle}
        </h2>
        <fieldset className={fieldsetStyle()}>
          <legend className={legendStyle()}>{messages.shippingInformation}</legend>
          {SHIPPING.map(field)}
        </fieldset>
        <fieldset className={fieldsetStyle()}>
          <legend className={legendStyle()}>{messages.paymentInformation}</legend>
          {PAYMENT.map(field)}
        </fieldset>
        <Button type="submit" size="lg" loading={processing}>
          {processing ? messages.processing : messages.placeOrder}
        </Button>
      </form>
      <section className={summaryStyle()} aria-labelledby={summaryId}>
        <h2 id={summaryId} className={headingStyle()}>
          {messages.orderSummary}
        </h2>
        <ul className={cx(listStyle(), formStyle())}>
          {basket.items.map((item) => {
            const offer = lowestOffer(item.platformData);
            const price = offer ? (toPaise(offer.price) * item.quantity) / 100 : 0;
            const mrp = offer ? (toPaise(offer.mrp) * item.quantity) / 100 : 0;
            return (
              <li key={`${item.productId}\u0000${item.variant}`} className={lineStyle()}>
                <span className={lineNameStyle()}>
                  {formatMessage(messages.orderLine, { name: item.productName, quantity: item.quantity })}
                  {offer?.isOutOfStock ? <Tag variant="danger">{messages.outOfStock}</Tag> : null}
                </span>
                <span className={amountsStyle()}>
                  <span className={priceStyle()}>{formatUSD(price)}</span>
                  {offer && isDiscounted(offer) ? (
                    <s className={mrpStyle()}>
                      <VisuallyHidden>{messages.mrpLabel} </VisuallyHidden>
                      {formatUSD(mrp)}
                    </s>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        <p className={totalStyle()}>
          <span>{messages.total}</span>
          <span data-testid="checkout-total">{formatUSD(basket.total)}</span>
        </p>
      </section>
    </div>
  );
}

import { type CartItem, formatINR, lowestOffer, type Product, type ResolvedList } from '@compare/core';
import { Button, createStyles, QuantityStepper, Select } from '@compare/ui';
import { useState } from 'react';
import { brandedName, useAccountMessages, useAccountT } from '../../internal/account';
import { cardStyle, errorStyle, hintStyle, stackStyle } from '../../internal/account-styles';
import { productName, toBasketOffers, variantText } from '../../internal/product';
import { cx, listStyle } from '../../internal/styles';

const SKIP = '';
// The stepper keeps its own width in the card's column.
const stepperStyle = createStyles({ alignSelf: 'flex-start' });
const key = (productId: string, variant: string) => `${productId}\u0000${variant}`;

/** A resolved line ready for the basket. */
export type ChosenLine = Omit<CartItem, 'quantity'> & { quantity: number };

/** Props of the result list. */
export interface PasteListResultsProps {
  resolved: ResolvedList;
  onAdd: (lines: ChosenLine[]) => void;
}

/** Each matched line with its choice of product (best first, up to 3 others, or skip) and quantity. */
export function PasteListResults({ resolved, onAdd }: PasteListResultsProps) {
  const messages = useAccountMessages();
  const t = useAccountT();
  const found = resolved.lines.flatMap((line, index) =>
    line.match || line.alternatives.length > 0 ? [{ line, index }] : [],
  );
  const missing = resolved.lines.filter((line) => !line.match && line.alternatives.length === 0);
  const [choice, setChoice] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      found.map(({ line, index }) => [
        index,
        line.match ? key(line.match.productId, line.match.variant) : SKIP,
      ]),
    ),
  );
  const [quantity, setQuantity] = useState<Record<number, number>>(() =>
    Object.fromEntries(resolved.lines.map((line, index) => [index, line.quantity])),
  );
  const label = (product: Product, variant: string) => {
    const best = lowestOffer(product.platformData[variant] ?? []);
    const name = `${brandedName(product.brand, productName(product, messages))} (${variantText(variant, messages)})`;
    return best ? `${name} · ${formatINR(best.price)}` : name;
  };
  const chosen: ChosenLine[] = found.flatMap(({ index }) => {
    const picked = choice[index];
    if (!picked) return [];
    const [productId = '', variant = ''] = picked.split('\u0000');
    const product = resolved.products[productId];
    if (!product) return [];
    return [
      {
        productId,
        productName: productName(product, messages),
        brand: product.brand,
        variant,
        quantity: quantity[index] ?? 1,
        platformData: toBasketOffers(product.platformData[variant] ?? []),
      },
    ];
  });
  return (
    <div className={stackStyle()}>
      {found.length > 0 ? (
        <ul className={cx(listStyle(), stackStyle())}>
          {found.map(({ line, index }) => {
            const candidates = [line.match, ...line.alternatives].flatMap((m) => {
              const product = m ? resolved.products[m.productId] : undefined;
              return m && product
                ? [{ value: key(m.productId, m.variant), label: label(product, m.variant) }]
                : [];
            });
            return (
              <li key={index} className={cardStyle()} data-testid="paste-list-line">
                <span>{line.input}</span>
                {line.kind ? (
                  <span className={hintStyle()} data-testid="paste-list-kind">
                    {t('pasteListKindOf', { kind: line.kind.label })}
                  </span>
                ) : null}
                <Select
                  aria-label={t('pasteListMatchFor', { input: line.input })}
                  options={[...candidates, { value: SKIP, label: messages.pasteListSkip }]}
                  value={choice[index] ?? SKIP}
                  onValueChange={(value) => setChoice((c) => ({ ...c, [index]: value }))}
                />
                <QuantityStepper
                  className={stepperStyle()}
                  size="sm"
                  min={1}
                  max={99}
                  value={quantity[index] ?? 1}
                  onValueChange={(value) => setQuantity((q) => ({ ...q, [index]: value }))}
                  label={t('quantityOf', { name: line.input })}
                  decreaseLabel={messages.decreaseQuantity}
                  increaseLabel={messages.increaseQuantity}
                  disabled={!choice[index]}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {missing.length > 0 ? (
        <p className={errorStyle()} data-testid="paste-list-missing">
          {t('pasteListNotFound', { lines: missing.map((l) => l.input).join(', ') })}
        </p>
      ) : null}
      <Button disabled={chosen.length === 0} onClick={() => onAdd(chosen)}>
        {t('pasteListAdd', { count: chosen.length })}
      </Button>
      {found.length === 0 ? <p className={hintStyle()}>{messages.pasteListHint}</p> : null}
    </div>
  );
}

import { formatINR, getPlatform, roundRupees } from '@compare/core';
import { Button, Input, Select } from '@compare/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useCompare } from '../../context';
import { useProduct } from '../../hooks/queries';
import {
  errorMessage,
  useAccountApi,
  useAccountKey,
  useAccountMessages,
  useAccountT,
  useAccountUser,
} from '../../internal/account';
import {
  checkboxStyle,
  errorStyle,
  hintStyle,
  labelStyle,
  rowStyle,
  stackStyle,
} from '../../internal/account-styles';
import { variantsOf, variantText } from '../../internal/product';
import { SignInHint } from '../../internal/sign-in-hint';
import { cx, listStyle, rootClass } from '../../internal/styles';
import { useNotify } from '../../internal/use-notify';

/** Props of {@link PriceWatch}. */
export interface PriceWatchProps {
  productId: string;
  /** The variant to watch at first (the product's first by default); a selector offers the others. */
  defaultVariant?: string | undefined;
  className?: string | undefined;
}

/**
 * 'Alert me below ₹X' on a product: the signed-in shopper picks a price (and, if they like, the
 * merchants that count) and is told - in the alert inbox and, when allowed, by a notification -
 * once the variant costs less. Their alerts on this product are listed with a remove button.
 */
export function PriceWatch({ productId, defaultVariant, className }: PriceWatchProps) {
  const { platforms } = useCompare();
  const messages = useAccountMessages();
  const t = useAccountT();
  const id = useId();
  const api = useAccountApi();
  const user = useAccountUser();
  const key = useAccountKey();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const product = useProduct(productId).data;
  const variants = product ? variantsOf(product) : [];
  const [variant, setVariant] = useState(defaultVariant ?? '');
  const [below, setBelow] = useState('');
  const [merchants, setMerchants] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const watches = useQuery({
    queryKey: key('watches'),
    queryFn: () => api.listWatches(),
    enabled: typeof user === 'number',
  });
  const change = useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
    onSuccess: () => {
      setError(null);
      return queryClient.invalidateQueries({ queryKey: key('watches') });
    },
    onError: (err) => setError(errorMessage(err, messages.somethingWentWrong)),
  });
  if (user === undefined) return null;
  if (user === null) {
    return (
      <div className={rootClass(className)} data-compare-widget="price-watch">
        <SignInHint text={messages.watchSignIn} />
      </div>
    );
  }
  const chosen = variant || variants[0] || '';
  const price = Number(below);
  const valid = below.trim() !== '' && Number.isFinite(price) && price > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !chosen) return;
    change.mutate(async () => {
      await api.createWatch({
        productId,
        variant: chosen,
        below: roundRupees(price),
        ...(merchants.length > 0 ? { merchants: merchants as never } : {}),
      });
      setBelow('');
      notify({ title: messages.watchSet, description: t('watchSaved', { price: formatINR(price) }) });
    });
  };
  const mine = (watches.data ?? []).filter((w) => w.productId === productId);
  const names = (list: string[] | null) =>
    list ? list.map((m) => getPlatform(m)?.displayName ?? m).join(', ') : messages.watchAnyMerchant;
  return (
    <section
      className={rootClass(stackStyle(), className)}
      data-compare-widget="price-watch"
      aria-labelledby={`${id}-title`}
    >
      <form className={stackStyle()} onSubmit={submit}>
        <span id={`${id}-title`} className={labelStyle()}>
          {messages.watchSet}
        </span>
        <div className={rowStyle()}>
          {variants.length > 1 ? (
            <Select
              label={messages.selectVariant}
              options={variants.map((v) => ({ value: v, label: variantText(v, messages) }))}
              value={chosen}
              onValueChange={setVariant}
            />
          ) : null}
          <Input
            label={messages.watchBelowLabel}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            value={below}
            onChange={(e) => setBelow(e.target.value)}
          />
        </div>
        <fieldset className={cx(rowStyle())} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={labelStyle()}>{messages.watchMerchants}</legend>
          {platforms.map((p) => (
            <label key={p.key} className={rowStyle()}>
              <input
                type="checkbox"
                className={checkboxStyle()}
                checked={merchants.includes(p.key)}
                onChange={(e) =>
                  setMerchants((list) =>
                    e.target.checked ? [...list, p.key] : list.filter((m) => m !== p.key),
                  )
                }
              />
              {p.displayName}
            </label>
          ))}
        </fieldset>
        <p className={hintStyle()}>{merchants.length === 0 ? messages.watchAnyMerchant : names(merchants)}</p>
        {error ? (
          <p role="alert" className={errorStyle()}>
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={!valid || !chosen} loading={change.isPending}>
          {messages.watchSet}
        </Button>
      </form>
      {mine.length > 0 ? (
        <ul className={cx(listStyle(), stackStyle())} data-testid="price-watches">
          {mine.map((w) => (
            <li key={w.id} className={rowStyle()}>
              <span>
                {variantText(w.variant, messages)}:{' '}
                {t('watchActive', { price: formatINR(w.below), merchants: names(w.merchants) })}
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('watchRemove', { price: formatINR(w.below) })}
                onClick={() => change.mutate(() => api.deleteWatch(w.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import type { SavedBasketSummary } from '@compare/core';
import { Button, createStyles, Input } from '@compare/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import {
  errorMessage,
  useAccountApi,
  useAccountKey,
  useAccountMessages,
  useAccountT,
  useAccountUser,
} from '../../internal/account';
import { errorStyle, hintStyle, rowStyle, stackStyle } from '../../internal/account-styles';
import { SignInHint } from '../../internal/sign-in-hint';
import { cx, headingStyle, listStyle, rootClass } from '../../internal/styles';
import { useNotify } from '../../internal/use-notify';
import { type SavedBasketActions, SavedBasketItem } from './saved-basket-item';

// The button lines up with the name box, not with the middle of the box and its label.
const formStyle = createStyles({ '&&': { alignItems: 'flex-end' } });

/** Props of {@link SavedBaskets}. */
export interface SavedBasketsProps {
  /** The absolute link a share token opens (default: `/b/{token}` on this page's origin). */
  shareUrl?: ((token: string) => string) | undefined;
  className?: string | undefined;
}

const defaultShareUrl = (token: string) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}/b/${encodeURIComponent(token)}`;

/**
 * The signed-in shopper's saved baskets: save the current basket under a name (up to 20), use one
 * again, rename, delete, and share a read-only link that its owner can revoke. Signed out it says
 * what signing in brings.
 */
export function SavedBaskets({ shareUrl = defaultShareUrl, className }: SavedBasketsProps) {
  const { stores } = useCompare();
  const messages = useAccountMessages();
  const t = useAccountT();
  const api = useAccountApi();
  const user = useAccountUser();
  const key = useAccountKey();
  const basket = useBasket();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: key('saved'),
    queryFn: () => api.listSavedBaskets(),
    enabled: typeof user === 'number',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key('saved') });
  const run = useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
    onSuccess: () => {
      setError(null);
      return refresh();
    },
    onError: (err) => setError(errorMessage(err, messages.somethingWentWrong)),
  });
  if (user === undefined) return null;
  if (user === null) {
    return (
      <section className={rootClass(stackStyle(), className)} data-compare-widget="saved-baskets">
        <SignInHint text={messages.accountSignInHint} />
      </section>
    );
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    run.mutate(async () => {
      const saved = await api.saveBasket(name, basket.items);
      setName('');
      notify({ title: t('savedBasketSaved', { name: saved.name }) });
    });
  };
  const actions: SavedBasketActions = {
    open: (id) =>
      run.mutate(async () => {
        const saved = await api.getSavedBasket(id);
        stores.basket.setState({ items: saved.items });
      }),
    rename: (id, next) => run.mutate(() => api.renameSavedBasket(id, next)),
    remove: (id) => run.mutate(() => api.deleteSavedBasket(id)),
    share: (id) => run.mutate(() => api.shareSavedBasket(id)),
    unshare: (id) => run.mutate(() => api.unshareSavedBasket(id)),
  };
  const baskets: SavedBasketSummary[] = list.data ?? [];
  return (
    <section
      className={rootClass(stackStyle(), className)}
      data-compare-widget="saved-baskets"
      aria-busy={run.isPending}
    >
      <h2 className={headingStyle()}>{messages.savedBaskets}</h2>
      <form className={cx(rowStyle(), formStyle())} onSubmit={save}>
        <Input
          label={messages.savedBasketName}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={!name.trim() || basket.items.length === 0} loading={run.isPending}>
          {messages.saveBasket}
        </Button>
      </form>
      {error ? (
        <p role="alert" className={errorStyle()}>
          {error}
        </p>
      ) : null}
      {list.isSuccess && baskets.length === 0 ? (
        <p className={hintStyle()}>{messages.savedBasketsEmpty}</p>
      ) : null}
      {baskets.length > 0 ? (
        <ul className={cx(listStyle(), stackStyle())}>
          {baskets.map((b) => (
            <SavedBasketItem
              key={b.id}
              basket={b}
              actions={actions}
              shareUrl={shareUrl}
              busy={run.isPending}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

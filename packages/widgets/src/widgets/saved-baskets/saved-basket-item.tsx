import type { SavedBasketSummary } from '@compare/core';
import { Button, Input } from '@compare/ui';
import { useState } from 'react';
import { useAccountMessages, useAccountT } from '../../internal/account';
import { cardStyle, rowStyle } from '../../internal/account-styles';
import { headingStyle } from '../../internal/styles';

/** What one saved basket's buttons do. */
export interface SavedBasketActions {
  open: (id: number) => void;
  rename: (id: number, name: string) => void;
  remove: (id: number) => void;
  share: (id: number) => void;
  unshare: (id: number) => void;
}

/** One saved basket: its name and size, and use / rename / delete / share. */
export function SavedBasketItem({
  basket,
  actions,
  shareUrl,
  busy,
}: {
  basket: SavedBasketSummary;
  actions: SavedBasketActions;
  shareUrl: (token: string) => string;
  busy: boolean;
}) {
  const messages = useAccountMessages();
  const t = useAccountT();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(basket.name);
  const [copied, setCopied] = useState(false);
  const link = basket.shareToken ? shareUrl(basket.shareToken) : null;
  return (
    <li className={cardStyle()} data-testid="saved-basket">
      {renaming ? (
        <form
          className={rowStyle()}
          onSubmit={(e) => {
            e.preventDefault();
            actions.rename(basket.id, name);
            setRenaming(false);
          }}
        >
          <Input
            label={messages.savedBasketName}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={!name.trim()}>
            {messages.savedBasketRename}
          </Button>
        </form>
      ) : (
        <h3 className={headingStyle()}>{basket.name}</h3>
      )}
      <span>{t('savedBasketLines', { count: basket.lines })}</span>
      <div className={rowStyle()}>
        <Button size="sm" disabled={busy} onClick={() => actions.open(basket.id)}>
          {messages.savedBasketOpen}
        </Button>
        {renaming ? null : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${messages.savedBasketRename}: ${basket.name}`}
            onClick={() => setRenaming(true)}
          >
            {messages.savedBasketRename}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => (link ? actions.unshare(basket.id) : actions.share(basket.id))}
        >
          {link ? messages.savedBasketUnshare : messages.savedBasketShare}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          aria-label={`${messages.savedBasketDelete}: ${basket.name}`}
          disabled={busy}
          onClick={() => actions.remove(basket.id)}
        >
          {messages.savedBasketDelete}
        </Button>
      </div>
      {link ? (
        <div className={rowStyle()}>
          <Input
            label={t('savedBasketLink', { name: basket.name })}
            value={link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => undefined,
              );
            }}
          >
            {copied ? messages.savedBasketCopied : messages.savedBasketCopy}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

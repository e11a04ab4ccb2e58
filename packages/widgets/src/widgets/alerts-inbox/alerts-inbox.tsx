import { formatINR, getPlatform, type PriceAlert } from '@compare/core';
import { Button, createStyles, Dialog, Tag } from '@compare/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCompare } from '../../context';
import {
  useAccountApi,
  useAccountKey,
  useAccountMessages,
  useAccountT,
  useAccountUser,
} from '../../internal/account';
import {
  cardStyle,
  dialogHeadStyle,
  hintStyle,
  stackStyle,
  triggerStyle,
} from '../../internal/account-styles';
import { WidgetLink } from '../../internal/link';
import { cx, linkStyle, listStyle, rootClass } from '../../internal/styles';
import { PushToggle, type ServiceWorkerSource } from './push-toggle';

/** Props of {@link AlertsInbox}. */
export interface AlertsInboxProps {
  /** How often the inbox is read while signed in (ms); also when the window gets focus. */
  pollMs?: number | undefined;
  /** The page's service worker, for Web Push (`navigator.serviceWorker.ready` by default). */
  serviceWorker?: ServiceWorkerSource | undefined;
  className?: string | undefined;
}

const badgeStyle = createStyles({
  minWidth: '20px',
  height: '20px',
  paddingInline: '5px',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$full',
  backgroundColor: '$danger',
  color: '$dangerText',
  fontSize: '$xs',
  fontWeight: '$bold',
});
const unreadStyle = createStyles({ borderColor: '$primary', fontWeight: '$semibold' });

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The bell in the header: the unread count of the signed-in shopper's price alerts, opening the
 * inbox (newest first, mark all as read, and notifications on this device). Signed out it renders
 * nothing.
 */
export function AlertsInbox({ pollMs = 30_000, serviceWorker, className }: AlertsInboxProps) {
  const { hrefs, locale } = useCompare();
  const messages = useAccountMessages();
  const t = useAccountT();
  const api = useAccountApi();
  const user = useAccountUser();
  const key = useAccountKey();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const inbox = useQuery({
    queryKey: key('alerts'),
    queryFn: ({ signal }) => api.getAlerts(signal),
    enabled: typeof user === 'number',
    refetchInterval: pollMs,
    refetchOnWindowFocus: 'always',
  });
  const read = useMutation({
    mutationFn: () => api.markAlertsRead(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key('alerts') }),
  });
  if (typeof user !== 'number') return null;
  const unread = inbox.data?.unread ?? 0;
  const alerts: PriceAlert[] = inbox.data?.alerts ?? [];
  const when = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={rootClass(triggerStyle(), className)}
        aria-label={t('alertsButton', { count: unread })}
        data-compare-widget="alerts-inbox"
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={badgeStyle()} aria-hidden="true" data-testid="alerts-unread">
            {unread}
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Content>
        <div className={dialogHeadStyle()}>
          <Dialog.Title>{messages.alertsTitle}</Dialog.Title>
          <Dialog.Close aria-label={messages.close}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        <div className={stackStyle()}>
          <PushToggle serviceWorker={serviceWorker} />
          {alerts.length === 0 ? <p className={hintStyle()}>{messages.alertsEmpty}</p> : null}
          {alerts.length > 0 ? (
            <ul className={cx(listStyle(), stackStyle())} data-testid="alerts-list">
              {alerts.map((a) => (
                <li key={a.id} className={cx(cardStyle(), !a.read && unreadStyle())}>
                  <WidgetLink
                    href={hrefs.product(a.productId)}
                    className={linkStyle()}
                    onClick={() => setOpen(false)}
                  >
                    {t('alertText', {
                      name: a.productName,
                      variant: a.variant,
                      price: formatINR(a.price),
                      merchant: getPlatform(a.merchant)?.displayName ?? a.merchant,
                      below: formatINR(a.below),
                    })}
                  </WidgetLink>
                  {a.deal === 'lowest-30-days' ? (
                    <Tag variant="success" data-testid="alert-deal">
                      {messages.lowestIn30Days}
                    </Tag>
                  ) : null}
                  {a.deal === 'usual-price' ? (
                    <Tag variant="warning" data-testid="alert-deal">
                      {messages.usualPriceHere}
                    </Tag>
                  ) : null}
                  <time className={hintStyle()} dateTime={a.createdAt}>
                    {when.format(new Date(a.createdAt))}
                  </time>
                </li>
              ))}
            </ul>
          ) : null}
          {unread > 0 ? (
            <Button variant="secondary" loading={read.isPending} onClick={() => read.mutate()}>
              {messages.alertsMarkRead}
            </Button>
          ) : null}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

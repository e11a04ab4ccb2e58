import { Button } from '@compare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, useAccountApi, useAccountKey, useAccountMessages } from '../../internal/account';
import { errorStyle, hintStyle } from '../../internal/account-styles';

/** Where the page's service worker registration comes from (the host registers its worker). */
export type ServiceWorkerSource = () => Promise<ServiceWorkerRegistration>;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** 'Also notify me on this device': subscribes this browser to Web Push for the account's alerts. */
export function PushToggle({ serviceWorker }: { serviceWorker?: ServiceWorkerSource | undefined }) {
  const messages = useAccountMessages();
  const api = useAccountApi();
  const key = useAccountKey();
  const [state, setState] = useState<'idle' | 'busy' | 'on' | 'blocked'>(() =>
    typeof Notification !== 'undefined' && Notification.permission === 'denied' ? 'blocked' : 'idle',
  );
  const [error, setError] = useState<string | null>(null);
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  const server = useQuery({ queryKey: key('push-key'), queryFn: () => api.getPushKey(), enabled: supported });
  if (!supported || (server.data && !server.data.enabled)) {
    return <p className={hintStyle()}>{messages.alertsPushUnavailable}</p>;
  }
  if (state === 'blocked') return <p className={hintStyle()}>{messages.alertsPushBlocked}</p>;
  if (state === 'on') return <p className={hintStyle()}>{messages.alertsPushOn}</p>;
  const enable = async () => {
    const publicKey = server.data?.publicKey;
    if (!publicKey) return;
    setState('busy');
    setError(null);
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('blocked');
        return;
      }
      const registration = await (serviceWorker ?? (() => navigator.serviceWorker.ready))();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const json = subscription.toJSON();
      await api.subscribePush({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      setState('on');
    } catch (err) {
      setState('idle');
      setError(errorMessage(err, messages.alertsPushUnavailable));
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        loading={state === 'busy'}
        disabled={!server.data}
        onClick={() => void enable()}
      >
        {messages.alertsPushEnable}
      </Button>
      {error ? (
        <p role="alert" className={errorStyle()}>
          {error}
        </p>
      ) : null}
    </>
  );
}

import { useAuth } from '@compare/widgets';
import { lazy, Suspense } from 'react';
import { pushWorker } from '../push-worker';

// The account widgets are chunks of their own: a visitor who is not signed in never downloads the
// bell or the basket sync, and 'Paste a list' in the side sheet loads when the sheet shows it.
const widgets = () => import('./account-chunk');
const LazyAlertsInbox = lazy(() => widgets().then((m) => ({ default: m.AlertsInbox })));
const LazyBasketSync = lazy(() => widgets().then((m) => ({ default: m.BasketSync })));
const LazyPasteList = lazy(() => widgets().then((m) => ({ default: m.PasteList })));

// Signed in, and not signing out right now (the widgets' calls stop before the session ends).
function useSignedIn(): boolean {
  const { user, logout } = useAuth();
  return user !== null && !logout.isPending;
}

/** The header's alert bell, for signed-in shoppers. */
export function HeaderAlerts() {
  return useSignedIn() ? (
    <Suspense fallback={null}>
      <LazyAlertsInbox serviceWorker={pushWorker} />
    </Suspense>
  ) : null;
}

/** Keeps a signed-in shopper's basket on the server too. */
export function AccountBasketSync() {
  return useSignedIn() ? (
    <Suspense fallback={null}>
      <LazyBasketSync />
    </Suspense>
  ) : null;
}

/** 'Paste a list' in the side sheet. */
export function SheetPasteList() {
  return (
    <Suspense fallback={null}>
      <LazyPasteList layout="inline" />
    </Suspense>
  );
}

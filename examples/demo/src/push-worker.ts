// The service worker that shows Web Push price alerts (public/sw.js), registered only when the
// shopper turns notifications on in the alert inbox.
export function pushWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready);
}

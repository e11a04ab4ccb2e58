// The account widgets the shell loads on demand (layout/account-widgets.tsx).
export { AlertsInbox, BasketSync, PasteList } from '@compare/widgets';

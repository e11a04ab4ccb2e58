// English strings of the account features, kept apart from the main catalogue (messages.ts).
/**
 * The account features' strings (paste a list, synced, saved and shared baskets, price watches and
 * alerts). A catalogue of their own, read only by the account widgets, so a page without them
 * downloads none of it; a partner overrides them through the provider's `messages` like any other.
 */
export const accountMessages = {
  pasteList: 'Paste a list',
  pasteListTitle: 'Paste a shopping list',
  pasteListLabel: 'Your list, one item per line or separated by commas',
  pasteListHint: 'For example: 2 doodh, atta 5kg, दूध 1 लीटर, eggs - 1 dozen',
  pasteListFind: 'Find items',
  pasteListFinding: 'Finding...',
  pasteListMatchFor: 'Match for “{input}”',
  pasteListSkip: 'Skip this line',
  pasteListKindOf: 'Any brand of {kind}: cheapest first',
  pasteListNotFound: 'Not found: {lines}',
  pasteListAdd: '{count, plural, =0 {Nothing to add} one {Add # line} other {Add # lines}}',
  pasteListAdded: '{count, plural, one {# line added to your basket} other {# lines added to your basket}}',
  savedBaskets: 'Saved baskets',
  savedBasketName: 'Basket name',
  saveBasket: 'Save basket',
  savedBasketSaved: 'Basket saved: {name}',
  savedBasketsEmpty: 'No saved baskets yet',
  savedBasketLines: '{count, plural, one {# item} other {# items}}',
  savedBasketOpen: 'Use this basket',
  savedBasketRename: 'Rename',
  savedBasketDelete: 'Delete',
  savedBasketShare: 'Share link',
  savedBasketUnshare: 'Stop sharing',
  savedBasketLink: 'Share link for {name}',
  savedBasketCopy: 'Copy link',
  savedBasketCopied: 'Link copied',
  accountSignInHint: 'Sign in to save baskets, keep them on every device and get price alerts.',
  sharedBasketTitle: 'Shared basket: {name}',
  sharedBasketAddAll: 'Add all to my basket',
  sharedBasketGone: 'This basket is no longer shared.',
  sharedBasketNotHere: 'Not sold near you',
  watchBelowLabel: 'Alert me below ₹',
  watchMerchants: 'Merchants',
  watchAnyMerchant: 'Any merchant',
  watchSet: 'Set alert',
  watchSaved: 'We will tell you when it costs less than {price}.',
  watchActive: 'Alert below {price} ({merchants})',
  watchRemove: 'Remove alert below {price}',
  watchSignIn: 'Sign in to get an alert when the price drops',
  alertsButton: '{count, plural, =0 {Price alerts} other {Price alerts, # unread}}',
  alertsTitle: 'Price alerts',
  alertsEmpty: 'No price alerts yet',
  alertsMarkRead: 'Mark all as read',
  alertText: '{name} ({variant}) is {price} at {merchant}, below your {below}',
  alertsPushEnable: 'Also notify me on this device',
  alertsPushOn: 'Notifications are on for this device',
  alertsPushUnavailable: 'Notifications are not available here',
  alertsPushBlocked: 'Notifications are blocked in this browser’s settings',
} as const;

/** A key of the account catalogue. */
export type AccountMessageKey = keyof typeof accountMessages;

/** A complete account catalogue (English or a translation). */
export type AccountMessages = Record<AccountMessageKey, string>;

// The English catalogue: every user-facing string the product promises, word for word, plus the
// strings a real UI needs beyond those. Widgets read all text through a catalogue of this
// shape, so a partner or a translation can replace any of it.

/** The English message catalogue (the product's exact strings are the defaults). */
export const messages = {
  // Brand and layout
  appName: 'Compare',
  headerDeliveryPromise: 'Delivery in 8 minutes',
  footerTagline:
    'Your smart grocery comparison platform that helps you find the best prices across multiple retailers.',
  footerQuickLinks: 'Quick Links',
  footerCompany: 'Company',
  footerContact: 'Contact: {email}',
  footerCopyright: '© {year} Compare. All rights reserved.',
  navHome: 'Home',
  navSearch: 'Search',
  navMyCart: 'My Cart',
  navAboutUs: 'About Us',
  navContactUs: 'Contact Us',
  navPrivacyPolicy: 'Privacy Policy',
  navTermsOfUse: 'Terms of Use',
  skipToContent: 'Skip to content',
  demoDataNotice: 'Demo data: prices, stock and fees are sample figures, not live merchant prices.',
  feesEstimateNotice: 'Fees are estimates from public observations and may differ at checkout.',

  // Auth
  authLoginTab: 'Login',
  authRegisterTab: 'Register',
  authUsernameLabel: 'Username',
  authPasswordLabel: 'Password',
  authUsernamePlaceholder: 'Enter your username',
  authPasswordPlaceholder: 'Enter your password',
  authLoginButton: 'Login',
  authRegisterButton: 'Create account',
  authLoggingIn: 'Logging in...',
  authCreatingAccount: 'Creating account...',
  authSkipNow: 'Skip now',
  authTagline: 'Your one-stop compare for fresh groceries and everyday essentials.',
  authSidePanelTitle: 'Fresh Groceries Delivered',
  authLogout: 'Logout',
  authSignIn: 'Sign in',
  authSignedInAs: 'Signed in as {username}',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',

  // Header
  searchPlaceholder: 'Search for milk, bread...',
  searchLabel: 'Search products',
  clearSearch: 'Clear search',
  toggleDarkMode: 'Toggle dark mode',
  switchToDarkMode: 'Switch to dark mode',
  switchToLightMode: 'Switch to light mode',
  compareBasket: 'Compare Basket',
  basketButtonSummary: '{count, plural, one {# item} other {# items}} · {total}',
  cartEmptyToastTitle: 'Cart is empty',
  cartEmptyToastDescription: 'Please add items to your cart before proceeding.',

  // Location
  changeLocation: 'Change Location',
  selectLocation: 'Select location',
  detectMyLocation: 'Detect my Location',
  locationSearchPlaceholder: 'Search for your area, street or PIN code',
  locationSearchLabel: 'Search address',
  locationSearchButton: 'Search',
  selectedAddress: 'Selected Address',
  locationSetTitle: 'Location set',
  locationSetDescription: 'Delivering to: {address}',
  geolocationNotSupported: 'Geolocation not supported',
  locationError: 'Location error',
  locationAccessDenied: 'Location access denied',
  addressNotFound: 'Address not found',
  errorSearchingAddress: 'Error searching address',
  locationPickerLabel: 'Delivery location: {address}',
  locationSuggestions: 'Address suggestions',

  // Home
  gettingLocation: 'Getting your location to find the best deals...',
  fetchingDeliveryTimes: 'Fetching delivery times...',
  notAvailable: 'N/A',
  etaMinutes: '{value} mins',
  viewAll: 'View all',
  scrollLeft: 'Scroll left',
  scrollRight: 'Scroll right',
  categoriesHeading: 'Shop by category',
  loading: 'Loading...',

  // Product card and page
  productFallbackName: 'Product-{productId}',
  selectVariant: 'Select variant',
  selectUnit: 'Select Unit',
  viewAllByBrand: 'View All by {brand}',
  inclusiveOfAllTaxes: '(Inclusive of all taxes)',
  percentOff: '{discount}% off',
  mrpLabel: 'MRP',
  add: 'Add',
  addToCart: 'Add to cart',
  increaseQuantity: 'Increase quantity',
  decreaseQuantity: 'Decrease quantity',
  quantityOf: 'Quantity of {name}',
  removeItem: 'Remove item',
  addedToCartTitle: 'Added to cart',
  addedToCartDescription: '{name} ({variant}) has been added to your cart.',
  outOfStock: 'Out of stock',
  inStockAt: 'In stock: {price} at {merchant}',
  opensInNewTab: '(opens in a new tab)',
  buyOnMerchant: 'Buy on {merchant} for {price}',
  etaInMinutes: 'Delivery in {eta} mins',
  productImage: 'Image {index} of {count}',
  unitPrice: 'Unit price',
  unitPricePer: '{price}/{per}',
  priceHistory: 'Price history',
  priceHistoryEmpty: 'No price history yet',
  priceHistoryLowest: 'Lowest: {price}',
  comparisonCheapest: 'Cheapest: {price}',
  priceHistoryHighest: 'Highest: {price}',
  priceHistoryGoodDeal: 'Good deal: near the lowest price of recent weeks',
  priceHistoryDemo: 'Demo data: this history is seeded sample prices, not real observations.',
  productNotFound: 'Product not found',
  moreOffers: '+{count, plural, one {# more offer} other {# more offers}}',
  hideOffers: 'Hide offers',
  sortBy: 'Sort by',
  sortRelevance: 'Relevance',
  sortPrice: 'Price: low to high',
  sortUnitPrice: 'Price per unit',
  sortDiscount: 'Discount',
  // The demo catalogue's category names, so a translation can name them too.
  categoryDairyEggs: 'Dairy & Eggs',
  categoryFruits: 'Fruits',
  categoryVegetables: 'Vegetables',
  categoryAttaRiceDal: 'Atta, Rice & Dal',
  categoryOilsGhee: 'Oils & Ghee',
  categoryMasalaSpices: 'Masala & Spices',
  categoryBakeryBread: 'Bakery & Bread',
  categoryBiscuitsCookies: 'Biscuits & Cookies',
  categorySnacksNamkeen: 'Snacks & Namkeen',
  categoryBeverages: 'Beverages',
  categoryBreakfastCereals: 'Breakfast & Cereals',
  categoryChocolatesSweets: 'Chocolates & Sweets',
  categoryInstantFood: 'Instant Food',
  categoryFrozen: 'Frozen',
  categoryPersonalCare: 'Personal Care',
  categoryHouseholdCleaning: 'Household & Cleaning',
  categoryBabyCare: 'Baby Care',

  // Search
  searchBreadcrumb: 'Breadcrumb',
  searchBreadcrumbHome: 'Home',
  searchBreadcrumbResult: 'Search result',
  searchWaiting1: 'Hunting down the best prices for you...',
  searchWaiting2: 'Comparing prices across your favourite stores...',
  searchWaiting3: 'Checking which shelves are stocked near you...',
  searchWaiting4: 'Lining up the freshest deals...',
  searchWaiting5: 'Almost there, filling your basket with savings...',
  filters: 'Filters',
  clearFilters: 'Clear',
  refinedBy: 'Refined by',
  platformFilter: 'Platform',
  removeFilter: 'Remove filter {name}',
  noProductsFound: 'No products found',
  showingResultsFor: 'Showing results for {query}',
  similarProducts: 'No exact matches. Similar products:',
  searchSuggestions: 'Suggestions',
  recentSearches: 'Recent searches',
  clearRecentSearches: 'Clear recent searches',
  loadingMore: 'Loading more products...',

  // Floating cart and side sheet
  openCart: 'Open cart',
  close: 'Close',
  shoppingCart: 'Shopping Cart',
  selectMerchant: 'Select merchant',
  total: 'Total',
  proceedToComparison: 'Proceed to Comparison',
  yourCartIsEmpty: 'Your cart is empty',
  noItemsForPlatform: 'No items found for this platform',
  cartBadge: '{count, plural, one {# item} other {# items}} in cart',

  // Basket comparison
  myCart: 'My Cart',
  refreshPrices: 'Refresh Prices',
  updating: 'Updating...',
  filterLabel: 'Filter',
  filterAll: 'All',
  productColumn: 'Product',
  variantLabel: 'Variant',
  quantityLabel: 'Quantity',
  platformTotal: 'Total',
  discountOff: '({discount}% off)',
  dash: '-',
  deliveryFee: 'Delivery Fee',
  smallCartFee: 'Small Cart Fee',
  handlingCharge: 'Handling Charge',
  gstOnFees: 'GST on Fees',
  grandTotal: 'Grand Total',
  computingFees: '...',
  estimatedFees: 'Estimated fees',
  noItemsInCart: 'No items in cart',
  feesFetchFailed: 'Failed to fetch all cart fees',
  cheapestSplit: 'Cheapest split',
  cheapestSplitDescription:
    'Buy each item where it costs least: {total} across {count, plural, one {# store} other {# stores}}.',
  planSaving:
    'Buying from {count, plural, one {# store} other {# stores}} costs {total} with every fee, {saving} less than {merchant} alone.',
  planNoSingleStore:
    'No single store has every item in stock: from {count, plural, one {# store} other {# stores}} it costs {total} with every fee.',
  planGroup: '{merchant}: items {items} + fees {fees} = {total}',
  planMissing: 'Not in stock at any store here: {names}',
  feesUnknown: 'Fees unknown',
  itemsCovered: '{count} of {total, plural, one {# item} other {# items}}',
  notServedTitle: 'No store we compare delivers to {area} yet',
  notServedDescription:
    'Prices shown are not available here. Change your location to compare stores that deliver.',
  notServedArea: 'your location',
  refreshFailed: "Couldn't refresh",
  priceFrom: 'Price from {time}',
  updatedAgo: 'updated {age}',
  lastRefreshed: 'Prices refreshed {time}',
  storeTotals: 'Totals by store',
  lineByLine: 'Compare line by line',
  itemsPlusFees: 'Items {items} + fees {fees}',
  notServedHere: 'Does not deliver here',
  membershipsLabel: 'Memberships you hold',
  membershipsHint: 'Fees follow each membership’s published benefit.',
  verdictTitle: 'Where to buy',
  verdictSingle: 'Buy everything at {merchant}',
  verdictSplit: 'Split across {count, plural, one {# store} other {# stores}}',
  verdictPartial: 'No store has every item',
  verdictNone: 'No store here can price this basket',
  verdictNoneWithin: 'No store delivering within {minutes} min can price this basket',
  verdictTotal: '{total} with every fee',
  verdictSaving: '{saving} less than {merchant} ({total})',
  verdictMissingWithin: 'Not in stock at any store arriving within {minutes} min: {names}',
  verdictRest: 'The rest: {total} with every fee',
  verdictUnpriced: 'Only at stores whose fees are unknown: {names}',
  arrivesWithinLabel: 'Arrives within',
  arrivesWithinAny: 'Any time',
  arrivesWithinMinutes: '{minutes} min',
  leftOutNote: 'Left out: {reasons}',
  leftOutTooSlow: '{merchant} arrives in {eta} min',
  leftOutNotServed: '{merchant} does not deliver here',
  leftOutEtaUnknown: '{merchant} has no delivery time here',
  tooSlowTag: 'Arrives in {eta} min',
  etaUnknownTag: 'No delivery time',
  staleNotCounted: 'Not counted: price too old',
  stalePrice: 'Old price',
  scrollForMoreStores: 'Scroll sideways for more stores',
  sheetTotalNote: 'Best price of each item across stores',
  sheetMerchantTotal: '{merchant} total',

  // Price popup
  freshPricesTitle: 'Fresh Prices Available!',
  freshPricesDescription:
    'Prices for the {count, plural, one {# item} other {# items}} in your cart may have changed.',
  freshPricesAction: 'Compare now',

  // Checkout
  checkoutTitle: 'Checkout',
  shippingInformation: 'Shipping Information',
  paymentInformation: 'Payment Information',
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  city: 'City',
  zipCode: 'ZIP Code',
  cardNumber: 'Card Number',
  expiryDate: 'Expiry Date (MM/YY)',
  cvv: 'CVV',
  orderSummary: 'Order Summary',
  orderLine: '{name} x {quantity}',
  placeOrder: 'Place Order',
  processing: 'Processing...',
  orderPlacedTitle: 'Order placed successfully!',
  orderPlacedDescription: 'Thank you for shopping with us.',
  continueShopping: 'Continue Shopping',

  // Contact and suggestion form
  contactTitle: 'Contact Us',
  contactSupport: 'Support: {email}',
  suggestionFormTitle: 'Suggest a deal',
  suggestionEmailLabel: 'Email',
  suggestionVerticalLabel: 'Deal category',
  suggestionVerticalPlaceholder: 'Select a deal category',
  suggestionDescriptionLabel: 'Description',
  suggestionSubmit: 'Submit',
  suggestionSubmittedTitle: 'Suggestion submitted!',
  suggestionSubmittedDescription: "Thank you for your suggestion. We'll consider it for future updates.",

  // Static pages
  aboutTitle: 'About Us',
  privacyPolicyTitle: 'Privacy Policy',
  termsOfUseTitle: 'Terms of Use',
  notFoundTitle: '404 Page Not Found',
  notFoundBack: 'Go back home',

  // Errors and toasts
  httpError: 'HTTP error! Status: {code}',
  notificationLabel: 'Notification',
  dismissNotification: 'Dismiss notification',
  somethingWentWrong: 'Something went wrong. Please try again.',

  // Geo: where prices are, and what the places data is
  locationAccessDeniedHint: 'Search for your area or PIN code instead.',
  nearestPrices: 'Nearest prices: {place}, {distance} km',
  placesAttribution: 'Places: GeoNames (CC BY 4.0)',
} as const;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof messages;

/** A complete message catalogue (English or a translation). */
export type Messages = Record<MessageKey, string>;

/** The 5 waiting messages of the search page, in order. */
export const SEARCH_WAITING_MESSAGE_KEYS: readonly MessageKey[] = [
  'searchWaiting1',
  'searchWaiting2',
  'searchWaiting3',
  'searchWaiting4',
  'searchWaiting5',
];

// Building an Intl.PluralRules is far slower than using one: one instance per locale, on first use.
const pluralRules = /* @__PURE__ */ new Map<string, Intl.PluralRules>();

// `{count, plural, one {# item} other {# items}}`: a form's text may itself hold placeholders
// (one level of braces inside it).
const PLURAL = /\{(\w+),\s*plural,\s*((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{[^{}]*\})*)\}\s*/y;

// Each plural block becomes the form for its count (an exact `=N` first, then the locale's plural
// category, then `other`), with `#` standing for the count; a block without a numeric count, an
// `other` form or a readable shape stays as written.
function expandPlurals(template: string, values: Record<string, string | number>, locale: string): string {
  return template.replace(PLURAL, (block, name: string, body: string) => {
    const count = Object.hasOwn(values, name) ? Number(values[name]) : Number.NaN;
    const forms = new Map<string, string>();
    for (FORM.lastIndex = 0; FORM.lastIndex < body.length; ) {
      const form = FORM.exec(body);
      if (!form) return block;
      forms.set(form[1]!, form[2]!);
    }
    const other = forms.get('other');
    if (other === undefined || !Number.isFinite(count)) return block;
    let rules = pluralRules.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      pluralRules.set(locale, rules);
    }
    const form = forms.get(`=${count}`) ?? forms.get(rules.select(count)) ?? other;
    return form.replace(/#/g, String(values[name]));
  });
}

/**
 * Fills a catalogue message. `{name}` is replaced by its value; a placeholder without a value is
 * left as written. `{count, plural, one {# item} other {# items}}` picks the form for the count
 * by the plural rules of `locale` (an exact `=0` or `=1` form wins), `#` being the count, so
 * counts read "1 item" and "2 items".
 */
export function formatMessage(
  template: string,
  values?: Record<string, string | number>,
  locale = 'en',
): string {
  if (!values) return template;
  return expandPlurals(template, values, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

import {
  formatMessage,
  type MessageKey,
  type Messages,
  messages,
  SEARCH_WAITING_MESSAGE_KEYS,
} from '@compare/core';
import { describe, expect, it } from 'vitest';

// The product's exact strings, word for word, that must be in the catalogue.
const specStrings = [
  'Login',
  'Register',
  'Create account',
  'Logging in...',
  'Creating account...',
  'Skip now',
  'Fresh Groceries Delivered',
  'Search for milk, bread...',
  'Compare Basket',
  'Cart is empty',
  'Please add items to your cart before proceeding.',
  'Shopping Cart',
  'Proceed to Comparison',
  'Your cart is empty',
  'No items found for this platform',
  'Change Location',
  'Detect my Location',
  'Search',
  'Selected Address',
  'Getting your location to find the best deals...',
  'Fetching delivery times...',
  'N/A',
  'View all',
  'Product-{productId}',
  'View All by {brand}',
  'Select Unit',
  '(Inclusive of all taxes)',
  '{discount}% off',
  'Home',
  'Search result',
  'Filters',
  'Clear',
  'Refined by',
  'Platform',
  'No products found',
  'My Cart',
  'Refresh Prices',
  'Updating...',
  'Filter',
  'All',
  'Out of stock',
  'Delivery Fee',
  'Small Cart Fee',
  'Handling Charge',
  'GST on Fees',
  'Grand Total',
  '...',
  'No items in cart',
  'First Name',
  'Last Name',
  'Address',
  'City',
  'ZIP Code',
  'Card Number',
  'Expiry Date (MM/YY)',
  'CVV',
  'Place Order',
  'Processing...',
  'Order placed successfully!',
  'Thank you for shopping with us.',
  'Continue Shopping',
  'Select a deal category',
  'Suggestion submitted!',
  "Thank you for your suggestion. We'll consider it for future updates.",
  'Quick Links',
  'Company',
  'About Us',
  'Contact Us',
  'Privacy Policy',
  'Terms of Use',
  'Your smart grocery comparison platform that helps you find the best prices across multiple retailers.',
  'Fresh Prices Available!',
  '404 Page Not Found',
  'Username is required',
  'Username must be at least 3 characters',
  'Password is required',
  'Password must be at least 6 characters',
  'Login failed',
  'Registration failed',
  'Logout failed',
  'Geolocation not supported',
  'Location error',
  'Location access denied',
  'Address not found',
  'Error searching address',
  'Failed to fetch all cart fees',
  'useAuth must be used within an AuthProvider',
  'HTTP error! Status: {code}',
  'Added to cart',
  '{name} ({variant}) has been added to your cart.',
  'Location set',
  'Delivering to: {address}',
  'Notification',
];

describe('messages', () => {
  const values = new Set<string>(Object.values(messages));

  it.each(specStrings)('contains %j', (text) => {
    expect(values.has(text)).toBe(true);
  });

  it.each([
    ['addedToCartDescription', '{name} ({variant}) has been added to your cart.'],
    ['locationSetDescription', 'Delivering to: {address}'],
    ['viewAllByBrand', 'View All by {brand}'],
    ['percentOff', '{discount}% off'],
    ['productFallbackName', 'Product-{productId}'],
    ['httpError', 'HTTP error! Status: {code}'],
  ] as const)('%s is %j', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('has 5 distinct search waiting messages', () => {
    const waiting = SEARCH_WAITING_MESSAGE_KEYS.map((key) => messages[key]);
    expect(new Set(waiting).size).toBe(5);
  });

  it('has no empty message', () => {
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it('is assignable to Messages (a translation has the same keys)', () => {
    const copy: Messages = { ...messages };
    const keys: MessageKey[] = Object.keys(copy) as MessageKey[];
    expect(keys.length).toBe(Object.keys(messages).length);
  });
});

describe('formatMessage', () => {
  it.each([
    [
      '{name} ({variant}) has been added to your cart.',
      { name: 'Milk', variant: '500 ml' },
      'Milk (500 ml) has been added to your cart.',
    ],
    ['{discount}% off', { discount: 12 }, '12% off'],
    ['Product-{productId}', { productId: 'abc' }, 'Product-abc'],
    ['HTTP error! Status: {code}', { code: 404 }, 'HTTP error! Status: 404'],
    ['{a}{a}', { a: 'x' }, 'xx'],
    ['Hello {missing}', {}, 'Hello {missing}'],
    ['No placeholders', { a: 1 }, 'No placeholders'],
    ['{toString}', {}, '{toString}'],
    ['{value} mins', { value: 0 }, '0 mins'],
  ])('%j with %j', (template, vals, expected) => {
    expect(formatMessage(template, vals)).toBe(expected);
  });

  it('returns the template when no values are given', () => {
    expect(formatMessage('Delivering to: {address}')).toBe('Delivering to: {address}');
  });
});

describe('formatMessage plurals', () => {
  const items = '{count, plural, one {# item} other {# items}} in cart';

  it.each([
    [0, '0 items in cart'],
    [1, '1 item in cart'],
    [2, '2 items in cart'],
    [21, '21 items in cart'],
  ])('English: %s -> %s', (count, text) => {
    expect(formatMessage(items, { count })).toBe(text);
  });

  it.each([
    [1, 'कार्ट में 1 आइटम', '1 दुकान से'],
    [2, 'कार्ट में 2 आइटम', '2 दुकानों से'],
  ])('Hindi: %s -> %s, %s', (count, cart, stores) => {
    expect(formatMessage('कार्ट में {count, plural, one {# आइटम} other {# आइटम}}', { count }, 'hi')).toBe(cart);
    expect(formatMessage('{count, plural, one {# दुकान} other {# दुकानों}} से', { count }, 'hi')).toBe(stores);
  });

  it('an exact =N form wins over the category, and placeholders inside forms are filled', () => {
    const template = '{count, plural, =0 {nothing for {name}} one {# thing} other {# things for {name}}}';
    expect(formatMessage(template, { count: 0, name: 'Asha' })).toBe('nothing for Asha');
    expect(formatMessage(template, { count: 1, name: 'Asha' })).toBe('1 thing');
    expect(formatMessage(template, { count: 3, name: 'Asha' })).toBe('3 things for Asha');
  });

  it('reads a count given as text and mixes with plain placeholders', () => {
    expect(formatMessage(messages.basketButtonSummary, { count: '1', total: '₹27.00' })).toBe(
      '1 item · ₹27.00',
    );
    expect(formatMessage(messages.itemsCovered, { count: 1, total: 1 })).toBe('1 of 1 item');
    expect(formatMessage(messages.itemsCovered, { count: 1, total: 2 })).toBe('1 of 2 items');
  });

  it('leaves a plural without a numeric value, or without an other form, as written', () => {
    expect(formatMessage(items, {})).toBe(items);
    expect(formatMessage(items, { count: 'many' })).toBe(items);
    expect(formatMessage('{count, plural, one {# item}}', { count: 2 })).toBe(
      '{count, plural, one {# item}}',
    );
  });

  it('every counted message of the catalogue reads right for 1 and 2', () => {
    expect(formatMessage(messages.cartBadge, { count: 1 })).toBe('1 item in cart');
    expect(formatMessage(messages.cartBadge, { count: 2 })).toBe('2 items in cart');
    expect(formatMessage(messages.moreOffers, { count: 1 })).toBe('+1 more offer');
    expect(formatMessage(messages.moreOffers, { count: 4 })).toBe('+4 more offers');
    expect(formatMessage(messages.freshPricesDescription, { count: 1 })).toBe(
      'Prices for the 1 item in your cart may have changed.',
    );
  });
});

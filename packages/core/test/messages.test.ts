import {
  formatMessage,
  type MessageKey,
  type Messages,
  messages,
  SEARCH_WAITING_MESSAGE_KEYS,
} from '@compare/core';
import { describe, expect, it } from 'vitest';

// The spec's strings, word for word, that must be in the catalogue.
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

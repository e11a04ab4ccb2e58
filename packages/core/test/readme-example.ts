// The README's usage example, typechecked and run by readme.test.ts. The lines between the
// markers must match the README's code block exactly (after removing one indent level).
import {
  addItem,
  basketTotal,
  createApiClient,
  createStorage,
  formatFee,
  formatINR,
  loadCart,
  platformTotals,
  STORAGE_KEYS,
  saveCart,
  setQuantity,
} from '@compare/core';

/** Runs the README example against the given fetch and returns what it computed. */
export async function runReadmeExample(fetch: typeof globalThis.fetch) {
  // readme:start
  const storage = createStorage(); // localStorage in a browser, memory on a server
  storage.setItem(STORAGE_KEYS.lat, '19.076');
  storage.setItem(STORAGE_KEYS.lon, '72.8777');
  const client = createApiClient({ apiBaseUrl: 'https://api.example.in', storage, fetch });

  // Main calls never throw: they resolve to { data } or { error }.
  const { data: product, error } = await client.getProduct('amul-taaza-toned-milk');
  if (error) throw error;

  // Basket functions are pure: they return a new list and never touch storage themselves.
  const variant = Object.keys(product.platformData)[0] ?? '';
  let { items } = addItem(loadCart(storage), {
    productId: product.productId,
    productName: product.name ?? `Product-${product.productId}`,
    brand: product.brand,
    variant,
    platformData: product.platformData[variant] ?? [],
  });
  items = setQuantity(items, product.productId, variant, 2);
  saveCart(storage, items);

  // Totals are summed in integer paise, so they are exact to the paisa.
  const sideSheetTotal = formatINR(basketTotal(items));
  const { data: fees = [] } = await client.calculateAllFees(platformTotals(items));
  const feeTable = fees.map((fee) => [fee.platform, formatFee(fee.deliveryFee), formatINR(fee.grandTotal)]);
  // readme:end
  return { sideSheetTotal, feeTable, saved: loadCart(storage) };
}

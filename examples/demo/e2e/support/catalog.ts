// Test data straight from the API, so the journeys assert against what the server really holds
// rather than against numbers copied into the tests.
import type { CartItem, Offer, PlatformEta, Product, ProductPage } from '@compare/core';
import { apiJson } from './browser';

/** Mumbai, the default location when geolocation is denied. */
export const MUMBAI = { lat: 19.076, lon: 72.8777, address: 'Mumbai, Maharashtra, India' } as const;

/** Lat/Lon headers the product API reads. */
export function pointHeaders(point: { lat: number; lon: number }): Record<string, string> {
  return { Lat: String(point.lat), Lon: String(point.lon) };
}

/** One page of GET /products. */
export async function searchProducts(query: Record<string, string | number>): Promise<Product[]> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const page = await apiJson<ProductPage>(`/products?${params}`, { headers: pointHeaders(MUMBAI) });
  return page.data;
}

/** GET /products/{id}. */
export function getProduct(id: string): Promise<Product> {
  return apiJson<Product>(`/products/${encodeURIComponent(id)}`, { headers: pointHeaders(MUMBAI) });
}

/** Merchant ETAs at a point. */
export function getPlatforms(point: { lat: number; lon: number }): Promise<PlatformEta[]> {
  return apiJson<PlatformEta[]>(`/products/platforms?lat=${point.lat}&lon=${point.lon}`);
}

/** The first product of a search whose offers span at least `merchants` merchants in one variant. */
export async function findProduct(
  q: string,
  test: (product: Product) => boolean = () => true,
): Promise<Product> {
  for (let offset = 0; offset < 100; offset += 20) {
    const page = await searchProducts({ q, offset, limit: 20 });
    const found = page.find(test);
    if (found) return found;
    if (page.length < 20) break;
  }
  throw new Error(`no product for "${q}" matches the journey's needs`);
}

/** Variant labels of a product in the API's order. */
export function variantsOf(product: Product): string[] {
  return Object.keys(product.platformData);
}

/** The basket line the widgets store for a product variant (a cart line, docs/glossary.md). */
export function cartLine(product: Product, variant: string, quantity = 1): CartItem {
  const offers: Offer[] = product.platformData[variant] ?? [];
  return {
    productId: product.productId,
    productName: product.name ?? `Product-${product.productId}`,
    brand: product.brand,
    variant,
    quantity,
    platformData: offers.map((o) => ({
      merchantName: o.merchantName,
      merchantUrl: o.merchantUrl,
      price: o.price,
      mrp: o.mrp,
      img: o.img,
      name: o.name,
      isOutOfStock: o.isOutOfStock,
      discount: o.discount,
    })),
  };
}

/** Today's calendar date in the browser contexts' time zone (Asia/Kolkata), as YYYY-MM-DD. */
export function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** localStorage entries of a basket plus the Mumbai location, as the widgets store them. */
export function storedBasket(items: CartItem[]): Record<string, string> {
  return {
    cart: JSON.stringify(items),
    lat: String(MUMBAI.lat),
    lon: String(MUMBAI.lon),
    address: MUMBAI.address,
    // The daily price popup would cover the page in journeys that are not about it.
    lastPricePopupDate: todayInIndia(),
  };
}

/** Formats rupees the way the widgets do (en-IN, INR): ₹1,234.50. */
export function rupees(value: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(value);
}

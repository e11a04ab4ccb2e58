// The ids and paths the catalogue names its products by, one rule each, so the demo catalogue, an
// import and a confirmed match review give one variant the same id. docs/rules.md, "Catalogue ids".

/** A URL slug of a title: lower case, "&" spelt out, apostrophes dropped, other runs one hyphen. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id of a product's variant: `amul-ghee--1-l` for "1 L" of `amul-ghee`. */
export function variantId(productId: string, label: string): string {
  return `${productId}--${slugify(label)}`;
}

/** The illustration the API draws for a product that has no photo: `/images/products/{id}.svg`. */
export function productImage(productId: string): string {
  return `/images/products/${productId}.svg`;
}

import { PriceWatch, ProductDetails, useProduct } from '@compare/widgets';
import { useParams } from 'react-router';
import { usePageTitle } from '../page-title';

/** /product/:id: gallery, units, offers by price and the add-to-cart control. */
export function ProductPage() {
  const { id = '' } = useParams();
  // The same query ProductDetails runs (one request, shared cache); here only for the title.
  const product = useProduct(id).data;
  usePageTitle(product ? (product.name ?? `Product-${product.productId}`) : 'Product');
  return (
    <>
      <ProductDetails productId={id} />
      <PriceWatch productId={id} className="demo-price-watch" />
    </>
  );
}

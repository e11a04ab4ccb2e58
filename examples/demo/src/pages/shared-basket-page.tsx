import { SharedBasket, useT } from '@compare/widgets';
import { useParams } from 'react-router';
import { usePageTitle } from '../page-title';

/** /b/:token: a basket someone shared, read-only, priced where the viewer is. */
export function SharedBasketPage() {
  const { token = '' } = useParams();
  const t = useT();
  usePageTitle(t('myCart'));
  return <SharedBasket token={token} />;
}

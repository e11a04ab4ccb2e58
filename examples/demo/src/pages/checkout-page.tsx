import { CheckoutForm, useT } from '@compare/widgets';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../page-title';

/** /checkout: the placeholder checkout (no guard); home once the order is placed. */
export function CheckoutPage() {
  const t = useT();
  const navigate = useNavigate();
  usePageTitle(t('checkoutTitle'));
  return (
    <>
      <h1 className="demo-visually-hidden">{t('checkoutTitle')}</h1>
      <CheckoutForm
        onComplete={() => {
          navigate('/');
        }}
      />
    </>
  );
}

import { ComparisonTable, PasteList, SavedBaskets, useT } from '@compare/widgets';
import { useDemoText } from '../demo-text';
import { usePageTitle } from '../page-title';

/** /my-cart: the basket compared merchant by merchant, with fees and grand totals. */
export function CartPage() {
  const t = useT();
  const text = useDemoText();
  usePageTitle(t('myCart'));
  return (
    <>
      {/* The widget's own heading ('My Cart') is an h2 so partners can place it under theirs. */}
      <h1 className="demo-visually-hidden">{text('cartHeading')}</h1>
      <ComparisonTable actions={<PasteList />} />
      <SavedBaskets className="demo-saved-baskets" />
    </>
  );
}

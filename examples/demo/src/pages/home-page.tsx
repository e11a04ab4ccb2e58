import { HomeFeed, useT } from '@compare/widgets';
import { usePageTitle } from '../page-title';

/**
 * /: 'Getting your location to find the best deals...' until a location is known, then
 * the delivery-time banner, the category grid and the trending rows. HomeFeed renders the first
 * two rows at once and the rest as they approach the viewport, as any partner's home gets it.
 */
export function HomePage() {
  usePageTitle();
  const t = useT();
  return (
    <>
      <h1 className="demo-visually-hidden">{t('appName')}</h1>
      <HomeFeed />
    </>
  );
}

import { useT } from '@compare/widgets';
import { Link } from 'react-router';
import { usePageTitle } from '../page-title';

/** Any path the router does not know: titled '404 Page Not Found', with a way home. */
export function NotFoundPage() {
  const t = useT();
  const title = t('notFoundTitle');
  usePageTitle(title, true);
  return (
    <section className="demo-empty-page">
      <h1>{title}</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link className="demo-button" to="/">
        {t('notFoundBack')}
      </Link>
    </section>
  );
}

import type { LinkRenderProps, RenderLink } from '@compare/widgets';
import { Link } from 'react-router';

// mailto:, tel:, https://merchant... are not routes of this app.
const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/** Bridges the widgets' links to react-router so in-app links navigate without a page load. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }: LinkRenderProps) =>
  EXTERNAL.test(href) ? (
    <a href={href} {...rest}>
      {children}
    </a>
  ) : (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );

import type { LinkRenderProps } from '../context';
import { useCompare } from '../context';

/** A link to an app route, rendered through the provider's `renderLink` (partner routing). */
export function WidgetLink(props: LinkRenderProps) {
  const { renderLink } = useCompare();
  return <>{renderLink(props)}</>;
}

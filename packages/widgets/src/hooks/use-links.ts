import type { CompareHrefs, RenderLink } from '../context';
import { useCompare } from '../context';

/** Route builders and the link renderer of the provider. */
export interface Links {
  hrefs: CompareHrefs;
  renderLink: RenderLink;
}

/** Returns the provider's `hrefs` and `renderLink`, so partner routing applies to every link. */
export function useLinks(): Links {
  const { hrefs, renderLink } = useCompare();
  return { hrefs, renderLink };
}

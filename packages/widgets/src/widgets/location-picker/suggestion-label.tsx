import type { GeoSuggestion } from '@compare/core';
import { createStyles } from '@compare/ui';

const nameStyle = createStyles({ display: 'block', fontWeight: '$medium' });
const whereStyle = createStyles({ display: 'block', fontSize: '$xs', color: '$muted' });

/**
 * A place suggestion's name, and below it where it is (district, state, PIN): namesakes
 * ('Bilaspur, Bilaspur, Chhattisgarh' and 'Bilaspur, Bilaspur, Himachal Pradesh') read apart at a
 * glance. The text is the display name's own parts; a name with no comma is shown alone.
 */
export function SuggestionLabel({ place }: { place: GeoSuggestion }) {
  const comma = place.display_name.indexOf(', ');
  if (comma < 0) return <span className={nameStyle()}>{place.display_name}</span>;
  return (
    <>
      <span className={nameStyle()}>{place.display_name.slice(0, comma)}</span>
      <span className={whereStyle()}>{place.display_name.slice(comma + 2)}</span>
    </>
  );
}

// The search page's platform filters: removable chips, Clear, and a collapsible 'Refined by'
// checklist (folded at first on a phone, where it would push every result below the fold).
import { formatMessage, type Platform, SEARCH_FILTER_PLATFORMS } from '@compare/core';
import { Button, createStyles } from '@compare/ui';
import { useEffect, useId, useState } from 'react';
import { useCompare } from '../../context';
import { cx, focusRing, listStyle, MEDIUM } from '../../internal/styles';

const PHONE = '@media (max-width: 767px)';
const filtersStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  [PHONE]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: '$3' },
  gap: '$2',
  alignSelf: 'start',
  padding: '$2 $3',
  [MEDIUM]: { gap: '$3', padding: '$3' },
  border: '1px solid $colors$border',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  '& h2': { margin: 0, fontSize: '$md', fontWeight: '$semibold' },
});
const filtersHeadStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  [PHONE]: { display: 'contents' },
});
// On a phone the box is one line (Filters, 'Refined by', Clear) until the checklist unfolds, so
// the results start high on the first screen.
const phoneToggle = createStyles({ [PHONE]: { order: 1, flex: '1 1 auto', width: 'auto' } });
const phoneClear = createStyles({ [PHONE]: { order: 2 } });
const phoneChips = createStyles({ [PHONE]: { order: 3, flexBasis: '100%' } });
const phoneChecklist = createStyles({ [PHONE]: { order: 4, flexBasis: '100%' } });
const chipsStyle = createStyles({ display: 'flex', flexWrap: 'wrap', gap: '$2' });
const chipStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  padding: '2px $2',
  borderRadius: '$full',
  backgroundColor: '$accent',
  color: '$accentText',
  fontSize: '$xs',
  fontWeight: '$semibold',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const disclosureStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  fontWeight: '$semibold',
  cursor: 'pointer',
  borderRadius: '$sm',
  '&:focus-visible': focusRing,
  '& svg': { transition: 'transform 150ms' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});
// The isolation reset (`all: revert`) on every element inside a widget outranks the browser's own
// `[hidden] { display: none }`, so the collapsed checklist says it again under its own class.
const collapsibleStyle = createStyles({ '&[hidden]': { display: 'none' } });
const fieldsetStyle = createStyles({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& legend': { padding: 0, marginBottom: '$2', fontSize: '$sm', color: '$muted' },
  '& label': { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$sm', cursor: 'pointer' },
  '& input': { width: '16px', height: '16px', margin: 0, accentColor: 'var(--cmp-colors-primary)' },
});
// Cards in the first screenful (one row of 4 on a laptop, two rows of 2 on a phone) load their
// images eagerly at high priority: the first image is the page's largest paint.

/** Below this width 'Refined by' starts collapsed. */
const NARROW_SCREEN = '(max-width: 767px)';

function ChevronDown() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="m3 6 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps {
  /** Platform keys chosen (the `platform` parameter). */
  selected: readonly string[];
  /** Platforms the checklist offers. */
  platforms: readonly Pick<Platform, 'key' | 'displayName'>[];
  onToggle: (key: string, checked: boolean) => void;
  onClear: () => void;
}

/** The 'Filters' box of the search page. */
export function SearchFilters({ selected, platforms, onToggle, onClear }: SearchFiltersProps) {
  const { messages } = useCompare();
  const id = useId();
  const [refinedOpen, setRefinedOpen] = useState(true);
  useEffect(() => {
    if (window.matchMedia?.(NARROW_SCREEN).matches) setRefinedOpen(false);
  }, []);
  return (
    <aside className={filtersStyle()} aria-labelledby={`${id}-filters`}>
      <div className={filtersHeadStyle()}>
        <h2 id={`${id}-filters`}>{messages.filters}</h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onClear}
          disabled={selected.length === 0}
          className={phoneClear()}
        >
          {messages.clearFilters}
        </Button>
      </div>
      {selected.length > 0 ? (
        <ul className={cx(listStyle(), chipsStyle(), phoneChips())}>
          {selected.map((key) => {
            const name = SEARCH_FILTER_PLATFORMS.find((p) => p.key === key)?.displayName ?? key;
            return (
              <li key={key}>
                <button
                  type="button"
                  className={chipStyle()}
                  aria-label={formatMessage(messages.removeFilter, { name })}
                  onClick={() => onToggle(key, false)}
                >
                  {name}
                  <svg width="10" height="10" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path
                      d="M4 4l8 8M12 4l-8 8"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button
        type="button"
        className={cx(disclosureStyle(), phoneToggle())}
        aria-expanded={refinedOpen}
        aria-controls={`${id}-refined`}
        onClick={() => setRefinedOpen((open) => !open)}
      >
        {messages.refinedBy}
        <ChevronDown />
      </button>
      <div id={`${id}-refined`} className={cx(collapsibleStyle(), phoneChecklist())} hidden={!refinedOpen}>
        <fieldset className={fieldsetStyle()}>
          <legend>{messages.platformFilter}</legend>
          {platforms.map((platform) => (
            <label key={platform.key}>
              <input
                type="checkbox"
                checked={selected.includes(platform.key)}
                onChange={(event) => onToggle(platform.key, event.target.checked)}
              />
              {platform.displayName}
            </label>
          ))}
        </fieldset>
      </div>
    </aside>
  );
}

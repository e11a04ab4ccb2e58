import { formatMessage } from '@compare/core';
import { createStyles } from '@compare/ui';
import { lazy, Suspense, useState } from 'react';
import { useCompare, useRequireLocation } from '../../context';
import { useShopperLocation } from '../../hooks/use-shopper-location';
import { focusRing, rootClass } from '../../internal/styles';

// The dialog (and the focus-trapping overlay code under it) is fetched when the shopper reaches for
// the button, not with the page: the header shows the button on every page, the dialog rarely.
const loadDialog = () => import('./location-dialog');
const LocationDialog = lazy(() => loadDialog().then((module) => ({ default: module.LocationDialog })));

const triggerStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  maxWidth: '280px',
  minHeight: '40px',
  padding: '$1 $3',
  borderRadius: '$md',
  border: '1px solid $colors$border',
  backgroundColor: '$surface',
  color: '$text',
  cursor: 'pointer',
  fontSize: '$sm',
  '&:hover': { backgroundColor: '$surfaceMuted' },
  '&:focus-visible': focusRing,
});
const textStyle = createStyles({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Props of {@link LocationPicker}. */
export interface LocationPickerProps {
  className?: string | undefined;
}

/** The header's location button: the current address (or 'Select location'); opens the location dialog. */
export function LocationPicker({ className }: LocationPickerProps) {
  useRequireLocation();
  const { messages } = useCompare();
  const { address } = useShopperLocation();
  const text = address ?? messages.selectLocation;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its state between openings.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={rootClass(triggerStyle(), className)}
        aria-label={address ? formatMessage(messages.locationPickerLabel, { address }) : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        // A pointer on its way or the keyboard's focus starts the download before the click.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15Zm0-6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
            fill="currentColor"
          />
        </svg>
        <span className={textStyle()}>{text}</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LocationDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

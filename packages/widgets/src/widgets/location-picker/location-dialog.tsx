import { type GeoSuggestion, SUGGESTION_MIN_CHARS } from '@compare/core';
import { Button, createStyles, Dialog, Input } from '@compare/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useCompare } from '../../context';
import { useShopperLocation } from '../../hooks/use-shopper-location';
import { cx, listStyle } from '../../internal/styles';
import { SuggestionLabel } from './suggestion-label';

/** Debounce of the suggestion fetch while typing, in ms. */
export const SUGGESTION_DEBOUNCE_MS = 250;

const bodyStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$4', color: '$text' });
const headStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});
const formStyle = createStyles({
  display: 'flex',
  gap: '$2',
  alignItems: 'flex-end',
  '& > :first-child': { flex: 1, minWidth: 0 },
});
const suggestionsStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  border: '1px solid $colors$border',
  borderRadius: '$md',
  overflow: 'hidden',
  '& li + li': { borderTop: '1px solid $colors$border' },
});
const suggestionStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  padding: '$2 $3',
  cursor: 'pointer',
  fontSize: '$sm',
  color: '$text',
  '&:hover': { backgroundColor: '$surfaceMuted' },
  '&:focus-visible': {
    backgroundColor: '$surfaceMuted',
    outline: '2px solid $colors$focusRing',
    outlineOffset: '-2px',
  },
});
const attributionStyle = createStyles({ margin: 0, fontSize: '$xs', color: '$muted' });
const selectedStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  '& h3': { margin: 0, fontSize: '$sm', color: '$muted', fontWeight: '$medium' },
  '& p': { margin: 0 },
});

/** Props of {@link LocationDialog}. */
export interface LocationDialogProps {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The element that opens the dialog (rendered inside `Dialog.Trigger`); none for a controlled dialog. */
  trigger?: ReactNode | undefined;
  /** Class of the trigger button. */
  triggerClassName?: string | undefined;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string | undefined;
}

/** Live suggestions: fetched from 3 characters, debounced, the previous request aborted on change. */
function useSuggestions(
  text: string,
  suggest: (t: string, signal?: AbortSignal) => Promise<GeoSuggestion[]>,
) {
  const [suggestions, setSuggestions] = useState<GeoSuggestion[]>([]);
  useEffect(() => {
    if (text.trim().length < SUGGESTION_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void suggest(text, controller.signal).then((list) => {
        if (!controller.signal.aborted) setSuggestions(list);
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, suggest]);
  return [suggestions, setSuggestions] as const;
}

/**
 * 'Change Location': Detect my Location, an address/PIN search with suggestions and a Search
 * button (Enter searches), and the Selected Address. Opening clears and focuses the search box;
 * an outside click closes it; choosing a place sets the location and closes it.
 */
export function LocationDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  triggerClassName,
  triggerLabel,
}: LocationDialogProps) {
  const { messages, geocoder } = useCompare();
  const location = useShopperLocation();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [suggestions, setSuggestions] = useSuggestions(text, location.suggest);

  // Opening clears the search box (focus goes to it through `initialFocus`).
  useEffect(() => {
    if (open) {
      setText('');
      setSuggestions([]);
    }
  }, [open, setSuggestions]);

  const choose = (place: GeoSuggestion) => {
    location.setAddress(place);
    setOpen(false);
  };
  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setBusy(true);
    const place = await location.resolveAddress(text);
    setBusy(false);
    if (place) setOpen(false);
  };
  const detect = async () => {
    setBusy(true);
    await location.detect();
    setBusy(false);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger !== undefined ? (
        <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
          {trigger}
        </Dialog.Trigger>
      ) : null}
      <Dialog.Content initialFocus={input}>
        <div className={bodyStyle()}>
          <div className={headStyle()}>
            <Dialog.Title>{messages.changeLocation}</Dialog.Title>
            <Dialog.Close aria-label={messages.close}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Button type="button" variant="secondary" onClick={detect} disabled={busy}>
            {messages.detectMyLocation}
          </Button>
          <search>
            <form className={formStyle()} onSubmit={search}>
              <Input
                ref={input}
                type="search"
                aria-label={messages.locationSearchLabel}
                placeholder={messages.locationSearchPlaceholder}
                value={text}
                onChange={(event) => setText(event.target.value)}
                autoComplete="off"
                aria-controls={suggestions.length > 0 ? `${id}-suggestions` : undefined}
              />
              <Button type="submit" variant="primary" loading={busy}>
                {messages.locationSearchButton}
              </Button>
            </form>
          </search>
          {suggestions.length > 0 ? (
            <ul
              className={cx(listStyle(), suggestionsStyle())}
              id={`${id}-suggestions`}
              aria-label={messages.locationSuggestions}
            >
              {suggestions.map((place) => (
                <li key={String(place.place_id)}>
                  <button
                    type="button"
                    className={suggestionStyle()}
                    aria-label={place.display_name}
                    onClick={() => choose(place)}
                  >
                    <SuggestionLabel place={place} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <section className={selectedStyle()} aria-labelledby={`${id}-selected`}>
            <h3 id={`${id}-selected`}>{messages.selectedAddress}</h3>
            <p>{location.address ?? messages.notAvailable}</p>
          </section>
          {geocoder.source === 'api' ? (
            <p className={attributionStyle()}>{messages.placesAttribution}</p>
          ) : null}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { createStyles } from '@compare/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { SearchParams } from '../../context';
import { useCompare } from '../../context';
import { focusRing, listStyle, rootClass } from '../../internal/styles';
import { useSearchSuggestions } from './use-search-suggestions';

const rootStyle = createStyles({ position: 'relative', width: '100%', maxWidth: '560px' });
const boxStyle = createStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: '40px',
  padding: '0 $2 0 $3',
  border: '1px solid $colors$borderStrong',
  borderRadius: '$full',
  backgroundColor: '$surface',
  color: '$muted',
  '&:focus-within': focusRing,
});
const inputStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 1,
  minWidth: 0,
  height: '100%',
  color: '$text',
  fontSize: '$md',
  '&::placeholder': { color: '$muted', opacity: 1 },
});
const clearStyle = createStyles({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '$full',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surfaceMuted' },
  '&:focus-visible': focusRing,
});
const recentStyle = createStyles({
  position: 'absolute',
  zIndex: '$popover',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  padding: '$2',
  border: '1px solid $colors$border',
  borderRadius: '$md',
  backgroundColor: '$surface',
  boxShadow: '$md',
  color: '$text',
  '& h2': { margin: '0 0 $1', padding: '0 $2', fontSize: '$xs', color: '$muted', fontWeight: '$semibold' },
  '& button': {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'block',
    width: '100%',
    padding: '$2',
    borderRadius: '$sm',
    cursor: 'pointer',
    fontSize: '$sm',
  },
  '& button:hover, & button:focus-visible': { backgroundColor: '$surfaceMuted' },
  '& button:focus-visible': { outline: '2px solid $colors$focusRing', outlineOffset: '-2px' },
  '& [role="option"]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$2',
    padding: '$2',
    borderRadius: '$sm',
    cursor: 'pointer',
    fontSize: '$sm',
  },
  '& [role="option"][data-active]': {
    backgroundColor: '$surfaceMuted',
    outline: '2px solid $colors$focusRing',
    outlineOffset: '-2px',
  },
  '& [role="option"] small': { color: '$muted', fontSize: '$xs' },
});

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /** The current search parameters; their q is the initial text and the others are kept on search. */
  params?: SearchParams | undefined;
  /**
   * Called with the new parameters when a search is committed (Enter) or q is cleared (X). Without
   * it the bar navigates to `hrefs.search(params)`.
   */
  onSearch?: ((params: SearchParams) => void) | undefined;
  className?: string | undefined;
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m12.5 12.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The product search box ('Search for milk, bread...'). Enter commits the trimmed text as q and
 * records it as a recent search (unless empty); X clears q; recent searches show while it is
 * focused and empty.
 */
export function SearchBar({ params, onSearch, className }: SearchBarProps) {
  const { messages, hrefs, navigate, track, stores } = useCompare();
  const recent = useStore(stores.recentSearches, (st) => st.searches);
  const [text, setText] = useState(params?.q ?? '');
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLElement>(null);
  const id = useId();

  // A new q from outside (back button, a tile link) replaces the text.
  useEffect(() => {
    setText(params?.q ?? '');
  }, [params?.q]);

  const go = (next: SearchParams) => {
    if (onSearch) onSearch(next);
    else navigate(hrefs.search(next));
  };
  const commit = (value: string) => {
    const q = value.trim();
    stores.recentSearches.getState().record(q);
    track({ type: 'search', query: q });
    setText(q);
    setFocused(false);
    go({ ...params, q });
  };
  const clear = () => {
    setText('');
    input.current?.focus();
    if (params?.q) go({ ...params, q: '' });
  };

  const showRecent = focused && text === '' && recent.length > 0;
  // Suggestions as the shopper types: an ARIA combobox (list autocomplete) whose options keep
  // focus in the box - arrow keys move the active option round the list, Enter picks it, Escape
  // closes the list. The list sits under the box by CSS, so no positioning library is needed.
  const suggestions = useSearchSuggestions(text, recent);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const canOpen = focused && text.trim() !== '' && suggestions.length > 0;
  const open = canOpen && !dismissed;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const typeText = (value: string) => {
    setText(value);
    setDismissed(false);
    setActiveIndex(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && canOpen) {
      event.preventDefault();
      const count = suggestions.length;
      const step = event.key === 'ArrowDown' ? 1 : count - 1;
      setDismissed(false);
      setActiveIndex((current) =>
        !open || current === null ? (step === 1 ? 0 : count - 1) : (current + step) % count,
      );
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActiveIndex(null);
    }
  };
  return (
    <search
      ref={container}
      className={rootClass(rootStyle(), className)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <form
        className={boxStyle()}
        onSubmit={(event) => {
          event.preventDefault();
          const picked = open && activeIndex !== null ? suggestions[activeIndex] : undefined;
          setActiveIndex(null);
          commit(picked ? picked.text : text);
        }}
      >
        <SearchIcon />
        <input
          ref={input}
          className={inputStyle()}
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          aria-label={messages.searchLabel}
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : showRecent ? `${id}-recent` : undefined}
          aria-activedescendant={open && activeIndex !== null ? optionId(activeIndex) : undefined}
          placeholder={messages.searchPlaceholder}
          value={text}
          onChange={(event) => typeText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {text !== '' || params?.q ? (
          <button type="button" className={clearStyle()} aria-label={messages.clearSearch} onClick={clear}>
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </form>
      {open ? (
        <div className={recentStyle()}>
          <h2 id={`${id}-suggestions-title`}>{messages.searchSuggestions}</h2>
          <div id={listId} role="listbox" className={listStyle()} aria-labelledby={`${id}-suggestions-title`}>
            {suggestions.map((suggestion, index) => (
              // Options are picked with the keyboard from the box (aria-activedescendant) or by
              // pointer; pressing one must not take the focus from the box, which closes the list.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the box handles the keys of its options.
              <div
                key={`${suggestion.source}:${suggestion.text}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => commit(suggestion.text)}
                data-active={index === activeIndex ? '' : undefined}
              >
                <span lang={/[\u0900-\u097f]/.test(suggestion.text) ? 'hi' : undefined}>
                  {suggestion.text}
                </span>
                {suggestion.source === 'recent' ? <small>{messages.recentSearches}</small> : null}
              </div>
            ))}
          </div>
        </div>
      ) : null}
      {showRecent ? (
        <div className={recentStyle()} id={`${id}-recent`}>
          <h2 id={`${id}-recent-title`}>{messages.recentSearches}</h2>
          <ul className={listStyle()} aria-labelledby={`${id}-recent-title`}>
            {recent.map((term) => (
              <li key={term}>
                <button type="button" onClick={() => commit(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </search>
  );
}

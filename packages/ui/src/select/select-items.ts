import { useRef } from 'react';

/** One choice in a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** @internal A listed option with its React key (the placeholder is one too). */
export interface SelectItem extends SelectOption {
  key: string;
}

/** @internal The options as listed: the placeholder first, disabled, when there is one. */
export function selectItems(options: readonly SelectOption[], placeholder: string | undefined): SelectItem[] {
  const items: SelectItem[] = options.map((option) => ({ ...option, key: `option-${option.value}` }));
  if (placeholder !== undefined)
    items.unshift({ value: '', label: placeholder, disabled: true, key: 'placeholder' });
  return items;
}

/** @internal The first enabled index from the start (or the end), or null when all are disabled. */
export function edgeIndex(items: readonly SelectItem[], fromEnd: boolean): number | null {
  const order = items.map((_, index) => index);
  if (fromEnd) order.reverse();
  return order.find((index) => !items[index]?.disabled) ?? null;
}

// As long as floating-ui's typeahead waits before a new word starts.
const RESET_MS = 750;

/**
 * @internal Typeahead on the closed trigger, as a native select has it: each printable key extends
 * the typed text (reset after a pause), and the next enabled option after the chosen one whose
 * label starts with it is matched; repeating one letter cycles through the options starting with it.
 * Returns the key handler, which answers the matched index or null.
 */
export function useClosedTypeahead(items: readonly SelectItem[], selectedIndex: number | null) {
  const typed = useRef<{
    text: string;
    base: number | null;
    match: number | null;
    timer?: ReturnType<typeof setTimeout>;
  }>({
    text: '',
    base: null,
    match: null,
  });
  return (key: string): number | null => {
    const state = typed.current;
    const letter = key.toLocaleLowerCase();
    const labels = items.map((item) => (item.disabled ? null : item.label.toLocaleLowerCase()));
    if (state.text === '') state.base = selectedIndex;
    // Repeating the first letter cycles, unless a label itself starts with a doubled letter.
    if (state.text === letter && labels.every((label) => !label || label[0] !== label[1])) {
      state.text = '';
      state.base = state.match;
    }
    state.text += letter;
    clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.text = '';
    }, RESET_MS);
    const start = (state.base ?? -1) + 1;
    for (let step = 0; step < labels.length; step += 1) {
      const index = (start + step) % labels.length;
      if (labels[index]?.startsWith(state.text)) {
        state.match = index;
        return index;
      }
    }
    state.text = '';
    return null;
  };
}

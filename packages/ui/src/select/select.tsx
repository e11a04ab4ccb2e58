import { clsx } from 'clsx';
import {
  type ButtonHTMLAttributes,
  type ComponentType,
  forwardRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Field, Label, useFieldContext } from '../field/field';
import { controlStyles } from '../field/input';
import { useMergedRef } from '../internal/merge-refs';
import { usePortalRoot } from '../internal/portal-root';
import { css } from '../internal/stitches';
import { useControllableState } from '../internal/use-controllable-state';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';
import { edgeIndex, type SelectOption, selectItems, useClosedTypeahead } from './select-items';
import type { ReferenceHandlers, SelectListboxProps } from './select-listbox';

export type { SelectOption } from './select-items';

// The trigger grows with a chosen label that wraps (a long product name on a phone) rather than
// letting it spill over its border.
const triggerStyles = /* @__PURE__ */ css({
  height: 'auto',
  minHeight: '$controlMd',
  paddingBlock: '$1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  textAlign: 'start',
  cursor: 'pointer',
  '&[data-placeholder]': { color: '$muted' },
});

const chevronStyles = /* @__PURE__ */ css({ flexShrink: 0, fontSize: '$xs', color: '$muted' });

// The open list (floating-ui's positioning, list navigation, typeahead and focus management) is a
// module of its own, fetched when a Select is first pointed at, focused or opened: a page of closed
// selects, like a comparison's filters, never downloads Floating UI.
let Listbox: ComponentType<SelectListboxProps> | null = null;
let loading: Promise<void> | null = null;
function loadListbox(): Promise<void> {
  loading ??= import('./select-listbox').then((module) => {
    Listbox = module.SelectListbox;
  });
  return loading;
}

/** Props for `Select`. */
export interface SelectProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen, and listed as a disabled first option. */
  placeholder?: string;
  /** Form field name: a hidden input carries the value on submit. */
  name?: string;
  required?: boolean;
  /** A visible label; otherwise pass `aria-label` (or use the Select inside a Field with a Label). */
  label?: string;
}

/**
 * A single-choice listbox on a button trigger. Closed, the trigger opens on click, Enter, Space and
 * the arrow keys and picks an option by typeahead, as a native select does; the open list uses
 * floating-ui's list navigation, typeahead, dismissal and focus management.
 */
export const Select = /* @__PURE__ */ forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    placeholder,
    name,
    required = false,
    label,
    disabled,
    id,
    className,
    'aria-describedby': ariaDescribedBy,
    onClick,
    onKeyDown,
    onFocus,
    onPointerDown,
    onPointerEnter,
    onMouseDown,
    ...props
  },
  ref,
) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  // Whether the list opened from the keyboard (or a screen reader): then an option takes focus.
  const [focusItemOnOpen, setFocusItemOnOpen] = useState(false);
  const [, setLoaded] = useState(Listbox !== null);
  const [triggerElement, setTriggerElement] = useState<HTMLButtonElement | null>(null);
  const field = useFieldContext();
  const generatedId = useId();
  const triggerId = id ?? field?.controlId ?? `${generatedId}-trigger`;
  const listboxId = `${generatedId}-listbox`;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const referenceHandlers = useRef<ReferenceHandlers | null>(null);
  const portal = usePortalRoot();

  const items = selectItems(options, placeholder);
  const found = value === '' ? -1 : items.findIndex((option) => option.value === value);
  const selectedIndex = found === -1 ? null : found;
  const selected = selectedIndex === null ? undefined : items[selectedIndex];
  const typeahead = useClosedTypeahead(items, selectedIndex);

  useEffect(() => {
    if (open && !Listbox) void loadListbox().then(() => setLoaded(true));
  }, [open]);

  const choose = (index: number) => {
    const option = items[index];
    if (!option || option.disabled) return;
    setValue(option.value);
    setOpen(false);
  };
  const show = (byKeyboard: boolean, index: number | null) => {
    void loadListbox();
    setFocusItemOnOpen(byKeyboard);
    setActiveIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActiveIndex(null);
  };
  // While the list is open, the trigger's events also go to the list's handlers.
  const forward = (name: keyof ReferenceHandlers, event: unknown) => {
    const handler = open ? referenceHandlers.current?.[name] : undefined;
    if (typeof handler === 'function') (handler as (event: unknown) => void)(event);
  };

  const describedBy = [ariaDescribedBy, field?.describedBy].filter(Boolean).join(' ') || undefined;
  const triggerRefs = useMergedRef([setTriggerElement, triggerRef, ref]);

  const button = (
    <button
      type="button"
      role="combobox"
      {...props}
      ref={triggerRefs}
      id={triggerId}
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={open && Listbox ? listboxId : undefined}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={field?.invalid || undefined}
      data-state={open ? 'open' : 'closed'}
      data-placeholder={selected ? undefined : ''}
      className={clsx(controlStyles().className, triggerStyles().className, className)}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        void loadListbox();
        onPointerEnter?.(event);
        forward('onPointerEnter', event);
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        forward('onPointerDown', event);
      }}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        forward('onMouseDown', event);
      }}
      onFocus={(event) => {
        void loadListbox();
        onFocus?.(event);
        forward('onFocus', event);
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        forward('onClick', event);
        // A click from Enter, Space or a screen reader has no pointer position: detail 0.
        if (open) close();
        else show(event.detail === 0, null);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (open) {
          forward('onKeyDown', event);
          return;
        }
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          show(true, selectedIndex ?? (event.key === 'ArrowUp' ? edgeIndex(items, true) : null));
          return;
        }
        const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        // A Space that does not continue a typed word clicks the button, which opens the list.
        if (!printable || event.key === ' ') return;
        const match = typeahead(event.key);
        if (match !== null) choose(match);
      }}
    >
      <span>{selected?.label ?? placeholder ?? ''}</span>
      <span aria-hidden="true" className={chevronStyles().className}>
        ▾
      </span>
    </button>
  );

  return (
    <>
      {label !== undefined ? (
        <Field controlId={triggerId}>
          <Label>{label}</Label>
          {button}
        </Field>
      ) : (
        button
      )}
      {name !== undefined && required ? (
        // A hidden input is exempt from constraint validation, so a required Select carries its
        // value in a visually hidden text input the browser can validate; focus goes to the trigger.
        <input
          name={name}
          value={value}
          required
          tabIndex={-1}
          aria-hidden="true"
          onChange={() => {}}
          onFocus={() => triggerRef.current?.focus()}
          className={visuallyHiddenStyles().className}
        />
      ) : null}
      {name !== undefined && !required ? <input type="hidden" name={name} value={value} /> : null}
      {open && portal.ready && Listbox && triggerElement ? (
        <Listbox
          trigger={triggerElement}
          triggerId={triggerId}
          listboxId={listboxId}
          items={items}
          selectedIndex={selectedIndex}
          activeIndex={activeIndex}
          onNavigate={setActiveIndex}
          focusItemOnOpen={focusItemOnOpen}
          onClose={close}
          onChoose={choose}
          referenceHandlers={referenceHandlers}
          portalRoot={portal.root}
        />
      ) : null}
    </>
  );
});

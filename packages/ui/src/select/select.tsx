import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Field, Label, useFieldContext } from '../field/field';
import { controlStyles } from '../field/input';
import { isolationClassName } from '../internal/isolation';
import { usePortalRoot } from '../internal/portal-root';
import { css, focusRing } from '../internal/stitches';
import { useControllableState } from '../internal/use-controllable-state';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';

/** One choice in a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const triggerStyles = /* @__PURE__ */ css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  textAlign: 'start',
  cursor: 'pointer',
  '&[data-placeholder]': { color: '$muted' },
});

const chevronStyles = /* @__PURE__ */ css({ flexShrink: 0, fontSize: '$xs', color: '$muted' });

const listboxStyles = /* @__PURE__ */ css({
  // Doubled class: host rules on the list's ARIA role lose whatever the stylesheet order.
  '&&': {
    zIndex: '$popover',
    overflowY: 'auto',
    padding: '$1',
    borderRadius: '$md',
    border: '1px solid $colors$border',
    backgroundColor: '$surface',
    color: '$text',
    boxShadow: '$md',
    '&:focus-visible': { outline: 'none' },
  },
});

const optionStyles = /* @__PURE__ */ css({
  display: 'flex',
  alignItems: 'center',
  paddingInline: '$3',
  paddingBlock: '$2',
  borderRadius: '$sm',
  fontSize: '$sm',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&[data-active]': { backgroundColor: '$accent', color: '$accentText', outline: 'none' },
  '&[aria-selected="true"]': { fontWeight: '$semibold' },
  '&[aria-disabled="true"]': { color: '$muted', cursor: 'default' },
});

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

/** A single-choice listbox on a button trigger (floating-ui list navigation and typeahead). */
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
  const field = useFieldContext();
  const generatedId = useId();
  const triggerId = id ?? field?.controlId ?? `${generatedId}-trigger`;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const portal = usePortalRoot();

  // The placeholder is listed first, disabled, so the list shows what "nothing chosen" means.
  const items: (SelectOption & { key: string })[] = options.map((option) => ({
    ...option,
    key: `option-${option.value}`,
  }));
  if (placeholder !== undefined)
    items.unshift({ value: '', label: placeholder, disabled: true, key: 'placeholder' });
  const selectedIndex = value === '' ? null : items.findIndex((option) => option.value === value);
  const selected = selectedIndex === null || selectedIndex === -1 ? undefined : items[selectedIndex];
  const disabledIndices = items.flatMap((option, index) => (option.disabled ? [index] : []));

  const floating = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(320, availableHeight))}px`;
        },
      }),
    ],
  });

  const listRef = useRef<(HTMLElement | null)[]>([]);
  const labelsRef = useRef<(string | null)[]>([]);
  labelsRef.current = items.map((option) => (option.disabled ? null : option.label));
  const isTypingRef = useRef(false);

  const choose = (index: number) => {
    const option = items[index];
    if (!option || option.disabled) return;
    setValue(option.value);
    setOpen(false);
  };

  const click = useClick(floating.context);
  const dismiss = useDismiss(floating.context);
  const role = useRole(floating.context, { role: 'listbox' });
  const navigation = useListNavigation(floating.context, {
    listRef,
    activeIndex,
    selectedIndex: selectedIndex === -1 ? null : selectedIndex,
    onNavigate: setActiveIndex,
    disabledIndices,
    loop: true,
  });
  const typeahead = useTypeahead(floating.context, {
    listRef: labelsRef,
    activeIndex,
    selectedIndex: selectedIndex === -1 ? null : selectedIndex,
    // Closed, typing a letter picks the match straight away, as a native select does.
    onMatch: (index) => (open ? setActiveIndex(index) : choose(index)),
    onTypingChange: (typing) => {
      isTypingRef.current = typing;
    },
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    click,
    dismiss,
    role,
    navigation,
    typeahead,
  ]);

  const describedBy = [ariaDescribedBy, field?.describedBy].filter(Boolean).join(' ') || undefined;
  const triggerRefs = useMergeRefs([floating.refs.setReference, triggerRef, ref]);

  const trigger = (
    <button
      type="button"
      role="combobox"
      {...getReferenceProps(props)}
      ref={triggerRefs}
      id={triggerId}
      aria-expanded={open}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={field?.invalid || undefined}
      data-state={open ? 'open' : 'closed'}
      data-placeholder={selected ? undefined : ''}
      className={clsx(controlStyles().className, triggerStyles().className, className)}
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
          {trigger}
        </Field>
      ) : (
        trigger
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
      {open && portal.ready ? (
        // No focus guards: Tab leaves the list, which closes on focus out, and floating-ui's guards
        // would be focusable yet aria-hidden, which axe rejects.
        <FloatingPortal root={portal.root} preserveTabOrder={false}>
          <FloatingFocusManager context={floating.context} modal={false} initialFocus={-1} guards={false}>
            <div
              role="listbox"
              {...getFloatingProps({
                // Tab closes the list without choosing and puts focus back on the trigger (the
                // list lives in a portal, so the browser's next tab stop would be out of place).
                onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
                  if (event.key !== 'Tab') return;
                  event.preventDefault();
                  setOpen(false);
                  triggerRef.current?.focus();
                },
              })}
              ref={floating.refs.setFloating}
              style={floating.floatingStyles}
              // The trigger's name (its label or aria-label) also names the list.
              aria-labelledby={triggerId}
              className={clsx(isolationClassName(), listboxStyles().className)}
            >
              {items.map((option, index) => {
                const isSelected = index === selectedIndex;
                const isActive = index === activeIndex;
                return (
                  <div
                    key={option.key}
                    ref={(node) => {
                      listRef.current[index] = node;
                    }}
                    role="option"
                    tabIndex={isActive ? 0 : -1}
                    aria-selected={isSelected}
                    aria-disabled={option.disabled || undefined}
                    data-active={isActive ? '' : undefined}
                    className={optionStyles().className}
                    {...getItemProps({
                      onClick: () => choose(index),
                      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
                        if (event.key === 'Enter' || (event.key === ' ' && !isTypingRef.current)) {
                          event.preventDefault();
                          choose(index);
                        }
                      },
                    })}
                  >
                    {option.label}
                  </div>
                );
              })}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
});

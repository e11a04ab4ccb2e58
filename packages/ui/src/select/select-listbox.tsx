import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { clsx } from 'clsx';
import { type HTMLProps, type KeyboardEvent, type MutableRefObject, useRef } from 'react';
import { isolationClassName } from '../internal/isolation';
import { css, focusRing } from '../internal/stitches';
import type { SelectItem } from './select-items';

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

/** @internal The trigger's event handlers the open list adds (list navigation, typeahead, dismiss). */
export type ReferenceHandlers = HTMLProps<Element>;

/** @internal Props of {@link SelectListbox}: the open list of a Select, anchored to its trigger. */
export interface SelectListboxProps {
  trigger: HTMLButtonElement;
  /** Names the list (the trigger's label or aria-label names the trigger). */
  triggerId: string;
  listboxId: string;
  items: readonly SelectItem[];
  selectedIndex: number | null;
  activeIndex: number | null;
  onNavigate: (index: number | null) => void;
  /** True when a key, a screen reader or a keyboard click opened the list: focus goes to an option. */
  focusItemOnOpen: boolean;
  onClose: () => void;
  onChoose: (index: number) => void;
  /** Filled with the handlers the trigger forwards its events to while the list is open. */
  referenceHandlers: MutableRefObject<ReferenceHandlers | null>;
  portalRoot: HTMLElement | undefined;
}

/**
 * @internal The open list of a Select: floating-ui positioning, list navigation, typeahead,
 * dismissal and focus management. A module of its own, loaded when a Select first opens (or is
 * pointed at or focused), so pages that only show closed selects never download Floating UI.
 */
export function SelectListbox({
  trigger,
  triggerId,
  listboxId,
  items,
  selectedIndex,
  activeIndex,
  onNavigate,
  focusItemOnOpen,
  onClose,
  onChoose,
  referenceHandlers,
  portalRoot,
}: SelectListboxProps) {
  const floating = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: trigger },
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

  const dismiss = useDismiss(floating.context);
  const role = useRole(floating.context, { role: 'listbox' });
  const navigation = useListNavigation(floating.context, {
    listRef,
    activeIndex,
    selectedIndex,
    onNavigate,
    disabledIndices: items.flatMap((option, index) => (option.disabled ? [index] : [])),
    loop: true,
    focusItemOnOpen,
  });
  const typeahead = useTypeahead(floating.context, {
    listRef: labelsRef,
    activeIndex,
    selectedIndex,
    onMatch: onNavigate,
    onTypingChange: (typing) => {
      isTypingRef.current = typing;
    },
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    dismiss,
    role,
    navigation,
    typeahead,
  ]);
  referenceHandlers.current = getReferenceProps();

  // No focus guards: Tab leaves the list, which closes on focus out, and floating-ui's guards
  // would be focusable yet aria-hidden, which axe rejects.
  return (
    <FloatingPortal root={portalRoot} preserveTabOrder={false}>
      <FloatingFocusManager context={floating.context} modal={false} initialFocus={-1} guards={false}>
        <div
          role="listbox"
          {...getFloatingProps({
            // Tab closes the list without choosing and puts focus back on the trigger (the list
            // lives in a portal, so the browser's next tab stop would be out of place).
            onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
              if (event.key !== 'Tab') return;
              event.preventDefault();
              onClose();
              trigger.focus();
            },
          })}
          id={listboxId}
          ref={floating.refs.setFloating}
          style={floating.floatingStyles}
          // The trigger's name (its label or aria-label) also names the list.
          aria-labelledby={triggerId}
          className={clsx(isolationClassName(), listboxStyles().className)}
        >
          {items.map((option, index) => {
            const isActive = index === activeIndex;
            return (
              <div
                key={option.key}
                ref={(node) => {
                  listRef.current[index] = node;
                }}
                role="option"
                tabIndex={isActive ? 0 : -1}
                aria-selected={index === selectedIndex}
                aria-disabled={option.disabled || undefined}
                data-active={isActive ? '' : undefined}
                className={optionStyles().className}
                {...getItemProps({
                  onClick: () => onChoose(index),
                  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
                    if (event.key === 'Enter' || (event.key === ' ' && !isTypingRef.current)) {
                      event.preventDefault();
                      onChoose(index);
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
  );
}

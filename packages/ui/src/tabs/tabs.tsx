import { clsx } from 'clsx';
import {
  type ButtonHTMLAttributes,
  createContext,
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  useContext,
  useId,
  useMemo,
} from 'react';
import { css, focusRing } from '../internal/stitches';
import { useControllableState } from '../internal/use-controllable-state';

interface TabsContextValue {
  baseId: string;
  value: string;
  setValue: (value: string) => void;
  orientation: 'horizontal' | 'vertical';
  activationMode: 'automatic' | 'manual';
}

const TabsContext = /* @__PURE__ */ createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`Tabs.${part} must be used within Tabs.Root`);
  return context;
}

// Values may contain characters that are not valid in ids; encode them deterministically.
function partId(baseId: string, part: 'trigger' | 'content', value: string): string {
  return `${baseId}-${part}-${value.replace(/[^\w-]/g, (c) => `_${c.charCodeAt(0)}`)}`;
}

const rootStyles = /* @__PURE__ */ css({
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '&[data-orientation="vertical"]': { flexDirection: 'row' },
});

const listStyles = /* @__PURE__ */ css({
  display: 'flex',
  gap: '$1',
  borderBottom: '1px solid $colors$border',
  '&[data-orientation="vertical"]': {
    flexDirection: 'column',
    borderBottom: 'none',
    borderRight: '1px solid $colors$border',
  },
});

const triggerStyles = /* @__PURE__ */ css({
  all: 'unset',
  boxSizing: 'border-box',
  paddingInline: '$3',
  paddingBlock: '$2',
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$muted',
  cursor: 'pointer',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  '&:hover': { color: '$text' },
  '&:focus-visible': focusRing,
  '&[data-state="active"]': { color: '$text', borderBottomColor: '$primary' },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});

const contentStyles = /* @__PURE__ */ css({
  '&:focus-visible': focusRing,
  '&[hidden]': { display: 'none' },
});

/** Props for `Tabs.Root`. */
export interface TabsRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  /** 'automatic' selects a tab when it receives focus; 'manual' waits for Enter/Space. */
  activationMode?: 'automatic' | 'manual';
}

/** Holds the selected tab. */
export const TabsRoot = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsRootProps>(function TabsRoot(
  {
    value: valueProp,
    defaultValue = '',
    onValueChange,
    orientation = 'horizontal',
    activationMode = 'automatic',
    className,
    ...props
  },
  ref,
) {
  const baseId = useId();
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const context = useMemo(
    () => ({ baseId, value, setValue, orientation, activationMode }),
    [baseId, value, setValue, orientation, activationMode],
  );
  return (
    <TabsContext.Provider value={context}>
      <div
        {...props}
        ref={ref}
        data-orientation={orientation}
        className={clsx(rootStyles().className, className)}
      />
    </TabsContext.Provider>
  );
});

/** Props for `Tabs.List`. */
export type TabsListProps = HTMLAttributes<HTMLDivElement>;

/** The tablist: arrow keys move between tabs (roving tabindex), Home/End jump to the ends. */
export const TabsList = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { className, onKeyDown, ...props },
  ref,
) {
  const { orientation, activationMode, setValue } = useTabsContext('List');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const focused = event.target;
    if (!(focused instanceof HTMLButtonElement)) return;
    const current = tabs.indexOf(focused);
    if (current === -1) return;
    const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    let target: number | null = null;
    if (event.key === next) target = (current + 1) % tabs.length;
    else if (event.key === previous) target = (current - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    tab.focus();
    const tabValue = tab.dataset.value;
    if (activationMode === 'automatic' && tabValue !== undefined) setValue(tabValue);
  };
  return (
    <div
      {...props}
      ref={ref}
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      onKeyDown={handleKeyDown}
      className={clsx(listStyles().className, className)}
    />
  );
});

/** Props for `Tabs.Trigger`. */
export interface TabsTriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  value: string;
}

/** One tab. */
export const TabsTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, TabsTriggerProps>(
  function TabsTrigger({ value, className, onClick, ...props }, ref) {
    const context = useTabsContext('Trigger');
    const selected = context.value === value;
    return (
      <button
        {...props}
        ref={ref}
        type="button"
        role="tab"
        id={partId(context.baseId, 'trigger', value)}
        aria-selected={selected}
        aria-controls={partId(context.baseId, 'content', value)}
        tabIndex={selected ? 0 : -1}
        data-state={selected ? 'active' : 'inactive'}
        data-value={value}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) context.setValue(value);
        }}
        className={clsx(triggerStyles().className, className)}
      />
    );
  },
);

/** Props for `Tabs.Content`. */
export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

/** The panel shown while its tab is selected (hidden otherwise, so it stays in the DOM). */
export const TabsContent = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, className, ...props },
  ref,
) {
  const context = useTabsContext('Content');
  const selected = context.value === value;
  return (
    <div
      {...props}
      ref={ref}
      role="tabpanel"
      id={partId(context.baseId, 'content', value)}
      aria-labelledby={partId(context.baseId, 'trigger', value)}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={clsx(contentStyles().className, className)}
    />
  );
});

/** Tabs as compound parts: `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root: TabsRoot, List: TabsList, Trigger: TabsTrigger, Content: TabsContent };

import { clsx } from 'clsx';
import {
  type CSSProperties,
  createContext,
  forwardRef,
  type HTMLAttributes,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { injectIsolationRules } from '../internal/isolation';
import { useMergedRef } from '../internal/merge-refs';
import { PortalRootContext } from '../internal/portal-root';
import { css, darkTheme, lightTheme } from '../internal/stitches';
import { useStyleUsage } from '../internal/style-usage';
import { type ThemeTokens, type TokenScales, tokenVariable } from './tokens';

/** How the provider picks its colours: fixed, or following the OS setting. */
export type Appearance = 'light' | 'dark' | 'system';

/** The appearance actually applied. */
export type ResolvedAppearance = 'light' | 'dark';

/** What `useTheme()` returns. */
export interface ThemeContextValue {
  /** The requested appearance (may be 'system'). */
  appearance: Appearance;
  /** The appearance in effect after resolving 'system'. */
  resolvedAppearance: ResolvedAppearance;
  /** Requests another appearance (reported through `onAppearanceChange` when controlled). */
  setAppearance: (appearance: Appearance) => void;
}

const ThemeContext = /* @__PURE__ */ createContext<ThemeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToColorScheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(DARK_QUERY).matches;
}

// The server cannot know the OS setting; it renders light and the client corrects after hydration.
const serverPrefersDark = (): boolean => false;

function toVariables(tokens: ThemeTokens | undefined): Record<string, string> {
  const variables: Record<string, string> = {};
  if (!tokens) return variables;
  for (const scale of Object.keys(tokens) as (keyof TokenScales)[]) {
    const values: Record<string, string | undefined> = tokens[scale] ?? {};
    for (const [token, value] of Object.entries(values)) {
      if (value !== undefined) variables[tokenVariable(scale, token)] = value;
    }
  }
  return variables;
}

// A reset scoped under the root class: nothing here reaches the host page.
const rootStyles = /* @__PURE__ */ css({
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: '$normal',
  color: '$text',
  backgroundColor: '$background',
  colorScheme: 'light',
  WebkitFontSmoothing: 'antialiased',
  '&[data-appearance="dark"]': { colorScheme: 'dark' },
  '&, & *, & *::before, & *::after': { boxSizing: 'border-box' },
  // :where() keeps this at zero specificity so every component's own styles win over it.
  ':where(&) :where(button, input, select, textarea)': {
    fontFamily: 'inherit',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    letterSpacing: 'inherit',
    color: 'inherit',
  },
});

/** Props for `ThemeProvider`. */
export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Controlled appearance. */
  appearance?: Appearance;
  /** Initial appearance when uncontrolled. Defaults to 'light'. */
  defaultAppearance?: Appearance;
  /** Called when `setAppearance` requests a change. */
  onAppearanceChange?: (appearance: Appearance) => void;
  /** Token overrides applied in every appearance, e.g. `{ colors: { primary: '#0a7' } }`. */
  tokens?: ThemeTokens;
  /** Token overrides applied only in the dark appearance (on top of `tokens`). */
  darkTokens?: ThemeTokens;
}

/** Scopes the theme: renders the root element that carries the tokens, prefix and reset. */
export const ThemeProvider = /* @__PURE__ */ forwardRef<HTMLDivElement, ThemeProviderProps>(
  function ThemeProvider(
    {
      appearance: appearanceProp,
      defaultAppearance = 'light',
      onAppearanceChange,
      tokens,
      darkTokens,
      className,
      style,
      children,
      ...rest
    },
    forwardedRef,
  ) {
    const [uncontrolled, setUncontrolled] = useState<Appearance>(defaultAppearance);
    const appearance = appearanceProp ?? uncontrolled;
    const setAppearance = useCallback(
      (next: Appearance) => {
        if (appearanceProp === undefined) setUncontrolled(next);
        onAppearanceChange?.(next);
      },
      [appearanceProp, onAppearanceChange],
    );
    const systemDark = useSyncExternalStore(subscribeToColorScheme, prefersDark, serverPrefersDark);
    const resolvedAppearance: ResolvedAppearance =
      appearance === 'system' ? (systemDark ? 'dark' : 'light') : appearance;

    const [root, setRoot] = useState<HTMLDivElement | null>(null);
    const ref = useMergedRef([setRoot, forwardedRef]);

    const variables = useMemo(
      () => ({
        ...toVariables(tokens),
        ...(resolvedAppearance === 'dark' ? toVariables(darkTokens) : {}),
      }),
      [tokens, darkTokens, resolvedAppearance],
    );
    const theme = useMemo(
      () => ({ appearance, resolvedAppearance, setAppearance }),
      [appearance, resolvedAppearance, setAppearance],
    );
    const portalRoot = useMemo(() => ({ inProvider: true, root }), [root]);
    // Converting a theme to a string injects its rules, so this also works during SSR.
    const themeClass = resolvedAppearance === 'dark' ? darkTheme.toString() : lightTheme.toString();
    // The root itself is not isolated (a host app lays out its own classed markup inside it), but
    // the widgets and overlays in it are; their rules must exist wherever a provider renders.
    injectIsolationRules();
    // A server-side collector above (Next.js's style registry) sends the rules only to responses
    // that render a provider.
    useStyleUsage();
    const rootStyle: CSSProperties = { ...variables, ...style };

    return (
      <ThemeContext.Provider value={theme}>
        <PortalRootContext.Provider value={portalRoot}>
          <div
            {...rest}
            ref={ref}
            className={clsx(rootStyles().className, themeClass, className)}
            data-appearance={resolvedAppearance}
            style={rootStyle}
          >
            {children}
          </div>
        </PortalRootContext.Provider>
      </ThemeContext.Provider>
    );
  },
);

/** The current appearance and a setter; throws outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme must be used within a ThemeProvider');
  return theme;
}

// The design tokens. Every value becomes a CSS variable named `--cmp-<scale>-<token>`, defined on
// the ThemeProvider's root element (never `:root`), so a partner can override any of them.

/** Token values for the light appearance. */
export const lightTokens = {
  colors: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f4f5',
    text: '#18181b',
    muted: '#52525b',
    border: '#d4d4d8',
    borderStrong: '#71717a',
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryText: '#ffffff',
    accent: '#e0e7ff',
    accentText: '#312e81',
    success: '#166534',
    successSubtle: '#dcfce7',
    warning: '#854d0e',
    warningSubtle: '#fef9c3',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSubtle: '#fee2e2',
    dangerText: '#ffffff',
    info: '#1e40af',
    infoSubtle: '#dbeafe',
    focusRing: '#2563eb',
    overlay: 'rgba(9, 9, 11, 0.5)',
  },
  space: {
    0: '0px',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
  },
  sizes: {
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    dialog: '480px',
    sheet: '400px',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '9999px',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '20px',
    xxl: '24px',
  },
  fontWeights: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeights: {
    tight: '1.25',
    normal: '1.5',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
    md: '0 4px 12px rgba(0, 0, 0, 0.12)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
  },
  zIndices: {
    base: '0',
    sticky: '10',
    overlay: '1000',
    modal: '1010',
    popover: '1020',
    toast: '1030',
  },
};

/** Every token scale and the names of the tokens in it. */
export type TokenScales = { [S in keyof typeof lightTokens]: Record<keyof (typeof lightTokens)[S], string> };

/** A partial set of token values: any token of any scale may be overridden. */
export type ThemeTokens = { [S in keyof TokenScales]?: Partial<TokenScales[S]> };

/** Token values for the dark appearance (only what differs from light). */
export const darkTokens = {
  colors: {
    background: '#09090b',
    surface: '#18181b',
    surfaceMuted: '#27272a',
    text: '#fafafa',
    muted: '#a1a1aa',
    border: '#3f3f46',
    borderStrong: '#a1a1aa',
    primary: '#a5b4fc',
    primaryHover: '#c7d2fe',
    primaryText: '#1e1b4b',
    accent: '#312e81',
    accentText: '#e0e7ff',
    success: '#4ade80',
    successSubtle: '#052e16',
    warning: '#facc15',
    warningSubtle: '#422006',
    danger: '#f87171',
    dangerHover: '#fca5a5',
    dangerSubtle: '#450a0a',
    dangerText: '#0a0a0a',
    info: '#60a5fa',
    infoSubtle: '#172554',
    focusRing: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
} satisfies ThemeTokens;

/** The CSS variable prefix and class prefix used by every generated style. */
export const CLASS_PREFIX = 'cmp';

/** The CSS custom property that carries one token, e.g. `--cmp-colors-primary`. */
export function tokenVariable(scale: keyof TokenScales, token: string): string {
  return `--${CLASS_PREFIX}-${scale}-${token}`;
}

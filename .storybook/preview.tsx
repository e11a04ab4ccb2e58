import { type Appearance, ThemeProvider } from '@compare/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

// A play function's findBy* and waitFor wait up to 10 s for what they check (Testing Library's
// default is 1 s): a busy machine or an entry animation delays a render without changing it.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Wraps every story in the ThemeProvider. A story (or a whole file) picks its appearance with
 * `parameters.theme = 'dark'`; otherwise the toolbar's Theme global decides. Packages that need
 * their own provider add a decorator in their story files (`meta.decorators`); decorators there
 * run inside this one, so they see the theme root.
 */
export const withTheme: Decorator = (Story, context) => {
  const fromParameters = context.parameters.theme as Appearance | undefined;
  const fromToolbar = context.globals.theme as Appearance | undefined;
  return (
    <ThemeProvider
      appearance={fromParameters ?? fromToolbar ?? 'light'}
      style={{ padding: 16, minHeight: 120 }}
    >
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Every story file gets a docs page with its controls and each story's source.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour appearance of the ThemeProvider',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
      expanded: true,
      sort: 'requiredFirst',
    },
    // Docs pages show each story's code open: the JSX as a partner would write it, args included.
    docs: { source: { type: 'dynamic', excludeDecorators: true }, canvas: { sourceState: 'shown' } },
    // Axe violations fail the story in the test runner.
    a11y: { test: 'error' },
  },
};

export default preview;

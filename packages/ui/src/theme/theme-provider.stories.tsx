import { Button, Input, Tag, ThemeProvider, type ThemeProviderProps, useTheme } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

function AppearanceToggle() {
  const { resolvedAppearance, setAppearance } = useTheme();
  return (
    <Button variant="outline" onClick={() => setAppearance(resolvedAppearance === 'dark' ? 'light' : 'dark')}>
      Use {resolvedAppearance === 'dark' ? 'light' : 'dark'} theme
    </Button>
  );
}

function Sample(props: ThemeProviderProps) {
  return (
    <ThemeProvider {...props} data-testid="themed" style={{ padding: 16, borderRadius: 8 }}>
      <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
        <Input label="Name" defaultValue="Asha" />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Button>Primary</Button>
          <Tag variant="info">Info</Tag>
        </div>
        <AppearanceToggle />
      </div>
    </ThemeProvider>
  );
}

const meta = {
  title: 'UI/ThemeProvider',
  component: ThemeProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Scopes tokens (CSS variables) and the `cmp-` classes to its root element. Override any token with `tokens`; pick `appearance` light, dark or system.',
      },
    },
  },
  render: (args) => <Sample {...args} />,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default light tokens; the toggle switches an uncontrolled provider to dark. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const themed = canvas.getByTestId('themed');
    await expect(themed).toHaveAttribute('data-appearance', 'light');
    await userEvent.click(canvas.getByRole('button', { name: 'Use dark theme' }));
    await expect(themed).toHaveAttribute('data-appearance', 'dark');
  },
};

/** The dark appearance. */
export const Dark: Story = {
  args: { defaultAppearance: 'dark' },
};

/** A partner's brand colour and corner radius, set as token overrides on the root element. */
export const PartnerTokens: Story = {
  args: { tokens: { colors: { primary: '#006a4e', primaryHover: '#00513b' }, radii: { md: '2px' } } },
  play: async ({ canvasElement }) => {
    const themed = within(canvasElement).getByTestId('themed');
    await expect(themed.style.getPropertyValue('--cmp-colors-primary')).toBe('#006a4e');
    const button = within(themed).getByRole('button', { name: 'Primary' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(0, 106, 78)');
  },
};

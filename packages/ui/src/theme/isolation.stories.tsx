import { Button, Dialog, Input, ISOLATION_CLASS, Popover, Select, Table } from '@compare/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// The element-level rules of the partner embed page (examples/embed/src/partner.css), plus a
// classed host container whose inherited text styles must stop at the isolation boundary.
const HOSTILE_CSS = `
button { background: hotpink; color: navy; font: 30px serif; border: 4px double purple;
  border-radius: 0; padding: 12px 30px; text-transform: uppercase; }
div { padding: 7px; border: 1px dashed red; }
table, td, th { border: 3px solid lime; border-collapse: separate; font-size: 22px; }
a { color: yellow; text-decoration: line-through; }
img { width: 100%; height: auto; filter: sepia(1); }
input, select { font: 26px fantasy; background: lightyellow; }
ul, li { list-style: square; margin: 10px; }
h1, h2, h3 { font-family: Georgia, serif; letter-spacing: 0.2em; color: darkred; }
span { text-shadow: 1px 1px 0 orange; }
[role="dialog"] { background: lime; }
.partner-main { letter-spacing: 0.3em; text-transform: uppercase; text-align: center; }
`;

const PIXEL = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/%3E';

// Appended last in <head>, after the stitches sheet: the worst order for us, since a host rule of
// equal specificity then wins. Removed on unmount so it never reaches the next story on the page.
function HostileStylesheet({ children }: { children: ReactNode }) {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.hostileCss = '';
    style.textContent = HOSTILE_CSS;
    document.head.append(style);
    return () => style.remove();
  }, []);
  return children;
}

const withHostileCss: Decorator = (Story) => (
  <HostileStylesheet>
    <Story />
  </HostileStylesheet>
);

const meta = {
  title: 'UI/Isolation',
  tags: ['autodocs'],
  decorators: [withHostileCss],
  parameters: {
    docs: {
      description: {
        component: `Elements inside \`ISOLATION_CLASS\` ('${ISOLATION_CLASS}') ignore the host page's element selectors: every widget root carries it, and so does every overlay ui portals (Dialog, Sheet, Popover, Select list, Toaster). These stories run under a hostile partner stylesheet; the plain host elements beside the widget show what it would otherwise do.`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function themeFont(canvasElement: HTMLElement): string {
  const root = canvasElement.querySelector('[data-appearance]');
  if (!root) throw new Error('The story is not inside a ThemeProvider');
  return getComputedStyle(root).fontFamily;
}

/** Controls, a table and plain content inside an isolated root, beside the host's own elements. */
export const ControlsAndTable: Story = {
  render: () => (
    <div className="partner-main">
      <div data-testid="host">
        <button type="button">Partner button</button>
        <input aria-label="Partner search" />
        <table aria-label="Partner table">
          <tbody>
            <tr>
              <td data-testid="host-cell">Partner cell</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className={ISOLATION_CLASS} data-testid="widget">
        <Button>Add to basket</Button>
        <Input label="Pincode" defaultValue="400001" />
        <Table.Root>
          <Table.Caption>Prices</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Shop</Table.HeaderCell>
              <Table.HeaderCell>Price</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell>Blinkit</Table.Cell>
              <Table.Cell data-testid="widget-cell">₹52.00</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <ul>
          <li data-testid="widget-item">Delivery in 10 minutes</li>
        </ul>
        <span data-testid="widget-note">Prices include GST</span> <a href="#prices">See every price</a>
        <img alt="" src={PIXEL} data-testid="widget-image" style={{ width: 16, height: 16 }} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const host = within(canvas.getByTestId('host'));
    const widget = canvas.getByTestId('widget');
    const font = themeFont(canvasElement);

    // The hostile sheet is live: the host's own elements take it.
    const hostButton = host.getByRole('button', { name: 'Partner button' });
    await waitFor(() => expect(getComputedStyle(hostButton).backgroundColor).toBe('rgb(255, 105, 180)'));
    await expect(getComputedStyle(hostButton).textTransform).toBe('uppercase');
    await expect(getComputedStyle(host.getByRole('textbox')).fontFamily).toBe('fantasy');
    await expect(getComputedStyle(host.getByTestId('host-cell')).borderTopWidth).toBe('3px');

    // The isolated root ignores both the element rules and the classed container's inheritance.
    const rootStyle = getComputedStyle(widget);
    await expect(rootStyle.borderTopStyle).toBe('none');
    await expect(rootStyle.paddingTop).toBe('0px');
    await expect(rootStyle.letterSpacing).toBe('normal');
    await expect(rootStyle.textAlign).toBe('start');

    const button = getComputedStyle(within(widget).getByRole('button', { name: 'Add to basket' }));
    await expect(button.fontFamily).toBe(font);
    await expect(button.fontSize).toBe('14px');
    await expect(button.backgroundColor).toBe('rgb(67, 56, 202)');
    await expect(button.borderTopWidth).toBe('1px');
    await expect(button.borderTopStyle).toBe('solid');
    await expect(button.paddingLeft).toBe('16px');
    await expect(button.paddingTop).toBe('0px');
    await expect(button.textTransform).toBe('none');

    const input = getComputedStyle(within(widget).getByRole('textbox', { name: 'Pincode' }));
    await expect(input.fontFamily).toBe(font);
    await expect(input.fontSize).toBe('16px');
    await expect(input.backgroundColor).toBe('rgb(255, 255, 255)');

    const cell = getComputedStyle(within(widget).getByTestId('widget-cell'));
    await expect(cell.borderTopWidth).toBe('0px');
    await expect(cell.borderBottomWidth).toBe('1px');
    await expect(cell.borderBottomColor).toBe('rgb(212, 212, 216)');
    await expect(cell.fontSize).toBe('14px');
    await expect(getComputedStyle(within(widget).getByRole('table')).borderSpacing).toBe('0px');

    const item = getComputedStyle(within(widget).getByTestId('widget-item'));
    await expect(item.marginTop).toBe('0px');
    await expect(item.listStyleType).toBe('disc');
    const note = getComputedStyle(within(widget).getByTestId('widget-note'));
    await expect(note.textShadow).toBe('none');
    await expect(note.textTransform).toBe('none');
    const link = getComputedStyle(within(widget).getByRole('link', { name: 'See every price' }));
    await expect(link.color).not.toBe('rgb(255, 255, 0)');
    await expect(link.textDecorationLine).toBe('underline');
    await expect(getComputedStyle(within(widget).getByTestId('widget-image')).filter).toBe('none');
  },
};

/** A Dialog portals outside any widget root; its overlay and panel isolate themselves. */
export const DialogPanel: Story = {
  render: () => (
    <>
      <div role="dialog" aria-label="Partner dialog" data-testid="host-dialog">
        The partner's own dialog
      </div>
      <Dialog.Root defaultOpen>
        <Dialog.Trigger variant="outline">Change location</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Deliver to</Dialog.Title>
          <Dialog.Description>Prices depend on where the order goes.</Dialog.Description>
          <Input label="Pincode" defaultValue="400001" />
          <Button>Save</Button>
        </Dialog.Content>
      </Dialog.Root>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const font = themeFont(canvasElement);
    const hostDialog = canvas.getByTestId('host-dialog');
    await waitFor(() => expect(getComputedStyle(hostDialog).backgroundColor).toBe('rgb(0, 255, 0)'));

    const dialog = await canvas.findByRole('dialog', { name: 'Deliver to' }, { timeout: 10_000 });
    const panel = getComputedStyle(dialog);
    await expect(panel.backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(panel.borderTopStyle).toBe('none');
    await expect(panel.paddingTop).toBe('24px');
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error('The dialog has no overlay');
    await expect(getComputedStyle(overlay).borderTopStyle).toBe('none');
    await expect(getComputedStyle(overlay).paddingTop).toBe('0px');

    const title = getComputedStyle(within(dialog).getByRole('heading', { name: 'Deliver to' }));
    await expect(title.fontFamily).toBe(font);
    await expect(title.letterSpacing).toBe('normal');
    await expect(title.color).toBe('rgb(24, 24, 27)');
    const save = getComputedStyle(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(save.backgroundColor).toBe('rgb(67, 56, 202)');
    await expect(save.fontSize).toBe('14px');
    await expect(getComputedStyle(within(dialog).getByRole('textbox')).fontFamily).toBe(font);
  },
};

/** Popover content and the Select list are portalled too; host `div` and role rules miss them. */
export const PopoverAndSelect: Story = {
  render: () => (
    <div className={ISOLATION_CLASS}>
      <Popover.Root>
        <Popover.Trigger variant="outline">Fees</Popover.Trigger>
        <Popover.Content aria-label="Fees">Delivery is free above ₹199.</Popover.Content>
      </Popover.Root>
      <Select
        aria-label="Platform"
        options={[
          { value: 'blinkit', label: 'Blinkit' },
          { value: 'zepto', label: 'Zepto' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fees' }));
    const popover = await canvas.findByRole('dialog', { name: 'Fees' }, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('style[data-hostile-css]')).not.toBeNull());
    await expect(getComputedStyle(popover).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(popover).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(popover).borderTopColor).toBe('rgb(212, 212, 216)');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Platform' }));
    const listbox = await canvas.findByRole('listbox', { name: 'Platform' });
    const option = getComputedStyle(within(listbox).getByRole('option', { name: 'Blinkit' }));
    await expect(option.borderTopStyle).toBe('none');
    await expect(option.paddingTop).toBe('8px');
    await expect(getComputedStyle(listbox).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

import { Table, Tag } from '@compare/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const rows = [
  { name: 'Alpha', region: 'North', status: 'Active', a: 12, b: 40, c: 7, d: 19, e: 3 },
  { name: 'Beta', region: 'South', status: 'Paused', a: 8, b: 21, c: 15, d: 4, e: 11 },
  { name: 'Gamma', region: 'West', status: 'Active', a: 30, b: 2, c: 9, d: 27, e: 6 },
];

function Example({ stickyFirstColumn }: { stickyFirstColumn: boolean }) {
  return (
    <div style={{ maxWidth: 420 }}>
      <Table.ScrollArea aria-label="Metrics table">
        <Table.Root stickyFirstColumn={stickyFirstColumn} style={{ minWidth: 720 }}>
          <Table.Caption>Metrics by team</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Team</Table.HeaderCell>
              <Table.HeaderCell>Region</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>A</Table.HeaderCell>
              <Table.HeaderCell>B</Table.HeaderCell>
              <Table.HeaderCell>C</Table.HeaderCell>
              <Table.HeaderCell>D</Table.HeaderCell>
              <Table.HeaderCell>E</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.name}>
                <Table.HeaderCell scope="row">{row.name}</Table.HeaderCell>
                <Table.Cell>{row.region}</Table.Cell>
                <Table.Cell>
                  <Tag variant={row.status === 'Active' ? 'success' : 'warning'}>{row.status}</Tag>
                </Table.Cell>
                <Table.Cell>{row.a}</Table.Cell>
                <Table.Cell>{row.b}</Table.Cell>
                <Table.Cell>{row.c}</Table.Cell>
                <Table.Cell>{row.d}</Table.Cell>
                <Table.Cell>{row.e}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.HeaderCell scope="row">Total</Table.HeaderCell>
              <Table.Cell />
              <Table.Cell />
              <Table.Cell>50</Table.Cell>
              <Table.Cell>63</Table.Cell>
              <Table.Cell>31</Table.Cell>
              <Table.Cell>50</Table.Cell>
              <Table.Cell>20</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </div>
  );
}

const meta = {
  title: 'UI/Table',
  component: Example,
  tags: ['autodocs'],
  args: { stickyFirstColumn: true },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide table in a focusable scroll region, first column sticky. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Metrics table' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Metrics by team' })).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** Without the sticky first column. */
export const Plain: Story = {
  args: { stickyFirstColumn: false },
};

/** In the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OrdersTable } from './data-table.example.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './data-table.tsx';
import { TablePagination } from './table-pagination.tsx';

const meta = {
  title: 'Components/DataTable',
  component: OrdersTable,
  tags: ['autodocs'],
  args: { onCreateOrder: fn() },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The data rows (the header row left out), each as its cells' texts. */
function bodyRows(canvas: Canvas): string[][] {
  const [, ...rows] = canvas.getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
}

const header = (canvas: Canvas, name: string) => canvas.getByRole('columnheader', { name });

/** Sorting: aria-sort on the header cell, rows reordered, by click and by keyboard. */
export const Sorting: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(header(canvas, 'Order')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvas, 'Total')).toHaveAttribute('aria-sort', 'none');
    await expect(bodyRows(canvas)[0]?.[1]).toBe('#1001');

    await userEvent.click(canvas.getByRole('button', { name: 'Total' }));
    await expect(header(canvas, 'Total')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvas, 'Order')).toHaveAttribute('aria-sort', 'none');
    await expect(bodyRows(canvas)[0]).toEqual(['', '#1022', 'Grace Hopper', 'Completed', '€19.99']);

    // Keyboard: the header's button takes Enter and Space.
    await expect(canvas.getByRole('button', { name: 'Total' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header(canvas, 'Total')).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(canvas)[0]?.slice(1, 2)).toEqual(['#1017']);
    await expect(bodyRows(canvas)[0]?.[4]).toBe('€239.99');
    await userEvent.keyboard(' ');
    await expect(header(canvas, 'Total')).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(canvas.getByRole('button', { name: 'Customer' }));
    await expect(header(canvas, 'Customer')).toHaveAttribute('aria-sort', 'ascending');
    const customers = bodyRows(canvas).map((cells) => cells[2] ?? '');
    await expect(customers).toEqual([...customers].sort((a, b) => a.localeCompare(b)));
  },
};

/** Paging: range text, rows per page, and Previous/Next disabled at the ends. */
export const Paging: Story = {
  play: async ({ canvas, userEvent }) => {
    const pagination = canvas.getByRole('navigation', { name: 'Pagination' });
    const previous = within(pagination).getByRole('button', { name: 'Previous' });
    const next = within(pagination).getByRole('button', { name: 'Next' });
    await expect(within(pagination).getByText('1–10 of 23')).toBeVisible();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(bodyRows(canvas)).toHaveLength(10);

    await userEvent.click(previous);
    await expect(within(pagination).getByText('1–10 of 23')).toBeVisible();

    await userEvent.click(next);
    await expect(within(pagination).getByText('11–20 of 23')).toBeVisible();
    await expect(bodyRows(canvas)[0]?.[1]).toBe('#1011');
    await expect(previous).not.toHaveAttribute('aria-disabled');

    await userEvent.click(next);
    await expect(within(pagination).getByText('21–23 of 23')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(3);
    // Disabled yet still focused, so a keyboard user is not dropped at the top of the page.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(pagination).getByText('21–23 of 23')).toBeVisible();

    await userEvent.click(previous);
    await expect(within(pagination).getByText('11–20 of 23')).toBeVisible();
  },
};

/** Selection: per-row checkboxes named by row; select-all is mixed while some are chosen. */
export const Selection: Story = {
  play: async ({ canvas, userEvent }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' });
    const first = canvas.getByRole('checkbox', { name: 'Select order #1001' });
    await expect(selectAll).not.toBeChecked();
    await expect(selectAll).not.toBePartiallyChecked();

    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(selectAll).toBePartiallyChecked();
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await expect(first.closest('tr')).toHaveAttribute('data-selected', 'true');

    // Clicking a mixed select-all selects the whole page.
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(selectAll).not.toBePartiallyChecked();
    for (const box of canvas.getAllByRole('checkbox', { name: /^Select order/ })) {
      await expect(box).toBeChecked();
    }
    await expect(canvas.getByText('10 selected')).toBeVisible();

    // Space on a row's checkbox unchecks it, and select-all goes back to mixed.
    canvas.getByRole('checkbox', { name: 'Select order #1002' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select order #1002' })).not.toBeChecked();
    await expect(selectAll).toBePartiallyChecked();

    await userEvent.click(selectAll);
    await userEvent.click(selectAll);
    await expect(selectAll).not.toBeChecked();
    await expect(selectAll).not.toBePartiallyChecked();
    await expect(canvas.getByText('0 selected')).toBeVisible();
  },
};

/** Loading: the table is aria-busy, its placeholder rows are hidden, a text is read instead. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByText('Loading orders')).toBeInTheDocument();
    const skeletonRows = canvasElement.querySelectorAll('[data-slot="table-skeleton"] tr');
    await expect(skeletonRows).toHaveLength(5);
    for (const shape of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.queryByRole('checkbox', { name: /^Select order/ })).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Orders' })).not.toHaveAttribute('aria-busy');
  },
};

/** Empty: title, description and action in one row under the header; paging shows 0 of 0. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.getByText('Orders appear here once customers check out.')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create order' }));
    await expect(args.onCreateOrder).toHaveBeenCalledOnce();
    await expect(canvas.getByText('0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

/** Labels and the range text are props, so apps pass translations. */
export const TranslatedPagination: Story = {
  render: () => (
    <TablePagination
      offset={20}
      limit={20}
      count={135}
      onOffsetChange={fn()}
      label="Seitennavigation"
      previousLabel="Zurück"
      nextLabel="Weiter"
      formatRange={({ start, end, count }) => `${start}–${end} von ${count}`}
    />
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(within(nav).getByText('21–40 von 135')).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Zurück' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Weiter' })).toBeVisible();
  },
};

/** The bare parts, without sorting or selection. */
export const Basic: Story = {
  render: () => (
    <Table aria-label="Regions">
      <TableHeader>
        <TableRow>
          <TableHead>Region</TableHead>
          <TableHead>Currency</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Europe</TableCell>
          <TableCell>EUR</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Japan</TableCell>
          <TableCell>JPY</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Region' })).toHaveAttribute(
      'scope',
      'col',
    );
    await expect(canvas.getByRole('cell', { name: 'JPY' })).toBeVisible();
  },
};

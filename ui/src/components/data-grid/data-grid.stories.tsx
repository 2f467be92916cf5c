import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProductsGrid } from './data-grid.example.tsx';
import { StockGrid } from './data-grid-range.example.tsx';

const meta = {
  title: 'Components/DataGrid',
  component: ProductsGrid,
  tags: ['autodocs'],
  args: { onOpen: fn() },
} satisfies Meta<typeof ProductsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The row that shows `title`. */
const rowOf = (canvas: Canvas, title: string) =>
  canvas.getByText(title, { exact: true }).closest('[role="row"]');

const activeText = (canvas: Canvas) => {
  const grid = canvas.getByRole('grid', { name: 'Products' });
  const id = grid.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** One tab stop; arrows, Home/End and Ctrl+End move the active cell it announces. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await expect(grid).toHaveAttribute('aria-rowcount', '31');
    await userEvent.tab();
    await expect(grid).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeText(canvas)).toBe('Product 1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeText(canvas)).toBe('Product 3');
    await userEvent.keyboard('{End}');
    await expect(activeText(canvas)).toBe('14');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(activeText(canvas)).toBe('3');
    // The last row was scrolled into view and is marked active.
    const lastRow = rowOf(canvas, 'Product 30');
    await expect(lastRow).toHaveAttribute('data-active', 'true');
    await userEvent.keyboard('{Control>}{Home}{/Control}{PageDown}');
    await expect(activeText(canvas)).toBe('');
    await expect(grid.getAttribute('aria-activedescendant')).toMatch(/-r10-c0$/);
    // Focus never left the grid.
    await expect(grid).toHaveFocus();
  },
};

/** Space selects the active row (aria-selected), Enter opens it. */
export const SelectAndOpen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Products' });
    grid.focus();
    await userEvent.keyboard('{ArrowDown} ');
    const second = rowOf(canvas, 'Product 2');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Select Product 2' })).toBeChecked();
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('prod_2');
  },
};

/** A click makes the row active, so the keys go on from there. */
export const ClickThenKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Product 5'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(rowOf(canvas, 'Product 6')).toHaveAttribute('data-active', 'true');
  },
};

/** The text of the cell `grid` names as active. */
const activeIn = (grid: HTMLElement) => {
  const id = grid.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const selectedCells = (canvas: Canvas) =>
  canvas
    .getAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('aria-selected') === 'true')
    .map((cell) => cell.textContent);

/** An editable grid's keys: Shift stretches a range, Ctrl+A takes all, Tab steps cell by cell. */
export const RangesAndTab: Story = {
  render: () => <StockGrid />,
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Stock' });
    await userEvent.tab();
    await expect(grid).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    await expect(selectedCells(canvas)).toEqual(['S Berlin', 'S Lyon', 'M Berlin', 'M Lyon']);
    await userEvent.keyboard('{Escape}');
    await expect(selectedCells(canvas)).toEqual(['M Lyon']);
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(selectedCells(canvas)).toHaveLength(9);
    await expect(activeIn(grid)).toBe('L Porto');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(activeIn(grid)).toBe('L Lyon');
    await userEvent.keyboard('{Tab}');
    await expect(activeIn(grid)).toBe('L Porto');
    // Past the last cell, Tab leaves the grid.
    await userEvent.keyboard('{Tab}');
    await expect(grid).not.toHaveFocus();
  },
};

/** On a right-to-left page the row runs from the right: ArrowLeft goes to the next cell. */
export const RightToLeft: Story = {
  render: () => <StockGrid dir="rtl" />,
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Stock' });
    grid.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeIn(grid)).toBe('S Lyon');
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeIn(grid)).toBe('S Berlin');
  },
};

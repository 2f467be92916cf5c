import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { BulkActionBar } from './bulk-action-bar.tsx';

const publish = fn();

const meta = {
  title: 'Components/BulkActionBar',
  component: BulkActionBar,
  tags: ['autodocs'],
  args: {
    label: 'Actions on the selected products',
    summary: '3 selected',
    onClear: fn(),
    children: (
      <>
        <Button size="small" onClick={publish}>
          Publish
        </Button>
        <Button size="small" variant="danger">
          Delete
        </Button>
      </>
    ),
  },
  beforeEach: () => {
    publish.mockClear();
  },
} satisfies Meta<typeof BulkActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named toolbar: the count, the actions, and Clear selection. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const bar = canvas.getByRole('toolbar', { name: 'Actions on the selected products' });
    await expect(bar).toHaveTextContent('3 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(publish).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Without onClear there is no clear button. */
export const WithoutClear: Story = {
  args: { onClear: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  },
};

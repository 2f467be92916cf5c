import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel order' } };
export const Nuclear: Story = { args: { variant: 'nuclear', children: 'Delete store' } };

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button').getBoundingClientRect().height).toBe(44);
  },
};

export const Medium: Story = {
  args: { size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button').getBoundingClientRect().height).toBe(36);
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button').getBoundingClientRect().height).toBe(32);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    // Out of the tab order, so Enter cannot reach it either.
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /save changes/i });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status', { name: 'Loading' })).toBeVisible();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const IconOnly: Story = {
  args: {
    variant: 'ghost',
    'aria-label': 'Close',
    className: 'px-0 aspect-square',
    children: (
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Close');
  },
};

/** Every variant on the dark theme, so the accessibility check covers its contrast too. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="nuclear">
        Nuclear
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(document.documentElement).toHaveClass('dark');
  },
};

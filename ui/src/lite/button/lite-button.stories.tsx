import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../components/button/button.tsx';
import { LiteButton } from './lite-button.tsx';

const meta = {
  title: 'Lite/LiteButton',
  component: LiteButton,
  tags: ['autodocs'],
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof LiteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native button: `type="button"` unless told, so it never submits a form by accident. */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };

/** Enter and Space press it, as they do Button. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** While loading it is disabled, busy and shows a spinner named "Loading". */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /add to cart/i });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status', { name: 'Loading' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Each size is as tall as Button's: 44, 36 and 32 pixels. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-start gap-2">
      <LiteButton {...args} size="large">
        Large
      </LiteButton>
      <LiteButton {...args} size="medium">
        Medium
      </LiteButton>
      <LiteButton {...args} size="small">
        Small
      </LiteButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) => canvas.getByRole('button', { name }).offsetHeight;
    await expect([height('Large'), height('Medium'), height('Small')]).toEqual([44, 36, 32]);
  },
};

/** Beside Button, the same variant draws the same box and colours. */
export const LooksLikeButton: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div className="flex gap-2">
      <LiteButton {...args}>Lite</LiteButton>
      <Button variant={args.variant}>Full</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const look = (name: string) => {
      const style = getComputedStyle(canvas.getByRole('button', { name }));
      return [style.height, style.backgroundColor, style.color, style.borderRadius];
    };
    await expect(look('Lite')).toEqual(look('Full'));
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <LiteButton {...args} variant="primary">
        Primary
      </LiteButton>
      <LiteButton {...args} variant="secondary">
        Secondary
      </LiteButton>
      <LiteButton {...args} variant="ghost">
        Ghost
      </LiteButton>
      <LiteButton {...args} variant="danger">
        Danger
      </LiteButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(document.documentElement).toHaveClass('dark');
  },
};

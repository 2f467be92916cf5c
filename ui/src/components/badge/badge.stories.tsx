import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Draft' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Draft');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-variant', 'neutral');
  },
};
export const Primary: Story = { args: { variant: 'primary', children: 'New' } };
export const Success: Story = { args: { variant: 'success', children: 'Paid' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Requires action' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Canceled' } };
export const Info: Story = { args: { variant: 'info', children: 'Processing' } };

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft').getBoundingClientRect().height).toBe(20);
  },
};

export const Medium: Story = {
  args: { size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft').getBoundingClientRect().height).toBe(24);
  },
};

function AllVariants() {
  return (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  );
}

/** Each tone must look different: six variants, six background colours. */
export const Variants: Story = {
  render: () => <AllVariants />,
  play: async ({ canvas }) => {
    const backgrounds = variants.map(
      (variant) => getComputedStyle(canvas.getByText(variant)).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(variants.length);
  },
};

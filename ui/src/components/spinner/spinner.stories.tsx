import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { look: 'primary', size: 'medium' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asserts the spinner's rendered box, which the size variant promises to the pixel. */
function expectRenderedSize(element: HTMLElement, px: number) {
  const { width, height } = element.getBoundingClientRect();
  expect({ width, height }).toEqual({ width: px, height: px });
}

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    expectRenderedSize(canvas.getByRole('status', { name: 'Loading' }), 16);
  },
};

export const Medium: Story = {
  play: async ({ canvas }) => {
    expectRenderedSize(canvas.getByRole('status', { name: 'Loading' }), 20);
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => {
    expectRenderedSize(canvas.getByRole('status', { name: 'Loading' }), 24);
  },
};

export const Secondary: Story = {
  args: { look: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Loading orders');
  },
};

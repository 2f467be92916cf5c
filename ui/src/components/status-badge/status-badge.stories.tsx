import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { children: 'Completed', status: 'success' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;

function dotOf(badge: HTMLElement): HTMLElement {
  const dot = badge.querySelector<HTMLElement>('[data-slot="status-badge-dot"]');
  if (!dot) throw new Error('StatusBadge has no dot');
  return dot;
}

/** The label is the whole accessible text: the dot is hidden from assistive technology. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Completed');
    await expect(badge).toBeVisible();
    await expect(badge.textContent).toBe('Completed');
    await expect(dotOf(badge)).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Neutral: Story = { args: { status: 'neutral', children: 'Not started' } };
export const Primary: Story = { args: { status: 'primary', children: 'Confirmed' } };
export const Warning: Story = { args: { status: 'warning', children: 'Requires action' } };
export const Danger: Story = { args: { status: 'danger', children: 'Failed' } };
export const Info: Story = { args: { status: 'info', children: 'Processing' } };

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    const { width, height } = dotOf(canvas.getByText('Completed')).getBoundingClientRect();
    await expect({ width, height }).toEqual({ width: 6, height: 6 });
  },
};

export const Medium: Story = {
  args: { size: 'medium' },
  play: async ({ canvas }) => {
    const { width, height } = dotOf(canvas.getByText('Completed')).getBoundingClientRect();
    await expect({ width, height }).toEqual({ width: 8, height: 8 });
  },
};

function AllStatuses() {
  return (
    <div className="flex flex-col gap-2">
      {statuses.map((status) => (
        <StatusBadge key={status} status={status}>
          {status}
        </StatusBadge>
      ))}
    </div>
  );
}

/** Each status colours its dot differently while the label keeps one text colour. */
export const Statuses: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvas }) => {
    const badges = statuses.map((status) => canvas.getByText(status));
    const dots = badges.map((badge) => getComputedStyle(dotOf(badge)).backgroundColor);
    await expect(new Set(dots).size).toBe(statuses.length);
    const labels = badges.map((badge) => getComputedStyle(badge).color);
    await expect(new Set(labels).size).toBe(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stopsAnimatingForReducedMotion } from '../../test/reduced-motion.ts';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Importing products', value: 45, className: 'w-80' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function fillOf(bar: HTMLElement): HTMLElement {
  const fill = bar.querySelector<HTMLElement>('[data-slot="progress-bar-fill"]');
  if (!fill) throw new Error('ProgressBar has no fill');
  return fill;
}

/** The share of the track the fill covers, from the rendered boxes. */
function filledShare(bar: HTMLElement): number {
  return fillOf(bar).getBoundingClientRect().width / bar.getBoundingClientRect().width;
}

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importing products' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(filledShare(bar)).toBeCloseTo(0.45, 2);
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(filledShare(bar)).toBe(0);
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(filledShare(bar)).toBe(1);
  },
};

/** Out-of-range values are clamped, both in what is announced and in what is drawn. */
export const ClampedAbove: Story = {
  args: { value: 150 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(filledShare(bar)).toBe(1);
  },
};

export const ClampedBelow: Story = {
  args: { value: -20 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(filledShare(bar)).toBe(0);
  },
};

/** No aria-valuenow: that is how assistive technology learns the amount is unknown. */
export const Indeterminate: Story = {
  args: { indeterminate: true, label: 'Preparing export' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Preparing export' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-indeterminate', 'true');
    const fill = fillOf(bar);
    await expect(getComputedStyle(fill).animationName).toBe('pulse');
    await expect(stopsAnimatingForReducedMotion(fill)).toBe(true);
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Progress');
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar').getBoundingClientRect().height).toBe(4);
  },
};

export const Medium: Story = {
  args: { size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar').getBoundingClientRect().height).toBe(8);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className="flex w-80 flex-col gap-3">
      {(['primary', 'success', 'warning', 'danger'] as const).map((tone) => (
        <ProgressBar key={tone} {...args} className="" tone={tone} label={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const fills = ['primary', 'success', 'warning', 'danger'].map(
      (tone) =>
        getComputedStyle(fillOf(canvas.getByRole('progressbar', { name: tone }))).backgroundColor,
    );
    await expect(new Set(fills).size).toBe(4);
  },
};

/** In right-to-left text the fill starts at the right edge. */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(fillOf(bar).getBoundingClientRect().right).toBeCloseTo(
      bar.getBoundingClientRect().right,
      0,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stopsAnimatingForReducedMotion } from '../../test/reduced-motion.ts';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-20 w-64' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton has no role or text by design, so stories find it by its slot. */
function getSkeleton(root: HTMLElement): HTMLElement {
  const skeleton = root.querySelector<HTMLElement>('[data-slot="skeleton"]');
  if (!skeleton) throw new Error('No skeleton rendered');
  return skeleton;
}

/** Hidden from assistive technology, pulsing, and still under reduced motion. */
export const Block: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = getSkeleton(canvasElement);
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(skeleton).animationName).toBe('pulse');
    await expect(stopsAnimatingForReducedMotion(skeleton)).toBe(true);
    const { width, height } = skeleton.getBoundingClientRect();
    await expect({ width, height }).toEqual({ width: 256, height: 80 });
  },
};

export const Text: Story = {
  args: { shape: 'text', className: 'w-48' },
  play: async ({ canvasElement }) => {
    await expect(getSkeleton(canvasElement).getBoundingClientRect().height).toBe(16);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', className: 'size-10' },
  play: async ({ canvasElement }) => {
    const skeleton = getSkeleton(canvasElement);
    await expect(getComputedStyle(skeleton).borderRadius).not.toBe('0px');
    await expect(skeleton.getBoundingClientRect().width).toBe(40);
  },
};

/** A loading list item: the region carries aria-busy and a text; the shapes say nothing. */
export const LoadingListItem: Story = {
  render: () => (
    <div aria-busy="true" className="flex items-center gap-3">
      <span className="sr-only">Loading customer</span>
      <Skeleton shape="circle" className="size-10" />
      <div className="flex flex-col gap-2">
        <Skeleton shape="text" className="w-40" />
        <Skeleton shape="text" className="w-24" />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading customer').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const shapes = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(shapes).toHaveLength(3);
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
  },
};

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Classes for {@link Skeleton}; set its width (and a block's height) with `className`. */
export const skeletonVariants = cva(
  // The shimmer is decoration: it stops for users who ask for less motion.
  'block shrink-0 animate-pulse bg-muted motion-reduce:animate-none',
  {
    variants: {
      shape: {
        block: 'rounded-md',
        text: 'h-4 rounded-sm',
        circle: 'aspect-square rounded-full',
      },
    },
    defaultVariants: { shape: 'block' },
  },
);

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof skeletonVariants>;

/**
 * A grey placeholder where content is loading. It is hidden from assistive technology;
 * mark the region that is loading with `aria-busy` (and, if useful, a text for screen
 * readers) instead. The pulse stops under `prefers-reduced-motion`.
 *
 * @example
 * <div aria-busy="true">
 *   <Skeleton shape="circle" className="size-8" />
 *   <Skeleton shape="text" className="w-40" />
 * </div>
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

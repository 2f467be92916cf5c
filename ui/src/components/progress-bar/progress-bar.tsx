import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Classes for {@link ProgressBar}: the track's height and the fill's tone. */
export const progressBarVariants = cva(
  'relative block w-full overflow-hidden rounded-full bg-muted',
  {
    variants: {
      tone: {
        primary: '[&>[data-slot=progress-bar-fill]]:bg-primary',
        success: '[&>[data-slot=progress-bar-fill]]:bg-success',
        warning: '[&>[data-slot=progress-bar-fill]]:bg-warning',
        danger: '[&>[data-slot=progress-bar-fill]]:bg-danger',
      },
      size: {
        small: 'h-1',
        medium: 'h-2',
      },
    },
    defaultVariants: { tone: 'primary', size: 'medium' },
  },
);

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children' | 'role'> &
  VariantProps<typeof progressBarVariants> & {
    /** Percent done; clamped to 0–100. Ignored when `indeterminate`. */
    value?: number;
    /** The work has no known end yet (a batch job that has not reported progress). */
    indeterminate?: boolean;
    /** What is progressing, read by screen readers. */
    label?: string;
  };

/** Clamps to 0–100; a value that is not a number counts as 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * A `progressbar` from 0 to 100, named by `label`. Indeterminate mode leaves out
 * `aria-valuenow`, which is how assistive technology knows the amount is unknown, and pulses
 * a partial fill (still under `prefers-reduced-motion`). The fill grows from the inline
 * start, so it runs right to left in RTL.
 *
 * @example
 * <ProgressBar label="Importing products" value={job.progress} />
 * <ProgressBar label="Preparing export" indeterminate />
 */
export function ProgressBar({
  className,
  tone,
  size,
  value = 0,
  indeterminate = false,
  label = 'Progress',
  ...props
}: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={indeterminate ? undefined : percent}
      data-slot="progress-bar"
      data-indeterminate={indeterminate || undefined}
      className={cn(progressBarVariants({ tone, size }), className)}
      {...props}
    >
      <span
        data-slot="progress-bar-fill"
        className={cn(
          'block h-full rounded-full',
          indeterminate
            ? 'w-2/5 animate-pulse motion-reduce:animate-none'
            : 'transition-[width] duration-300 motion-reduce:transition-none',
        )}
        style={indeterminate ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}

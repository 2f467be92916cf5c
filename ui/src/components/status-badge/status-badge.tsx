import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Classes for {@link StatusBadge}. The status colours only the dot (through its
 * `data-slot`), so the label keeps the foreground colour and its contrast in both themes.
 */
export const statusBadgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap text-foreground',
    '[&>[data-slot=status-badge-dot]]:rounded-full',
  ],
  {
    variants: {
      status: {
        neutral: '[&>[data-slot=status-badge-dot]]:bg-muted-foreground',
        primary: '[&>[data-slot=status-badge-dot]]:bg-primary',
        success: '[&>[data-slot=status-badge-dot]]:bg-success',
        warning: '[&>[data-slot=status-badge-dot]]:bg-warning',
        danger: '[&>[data-slot=status-badge-dot]]:bg-danger',
        info: '[&>[data-slot=status-badge-dot]]:bg-info',
      },
      size: {
        small: 'text-xs [&>[data-slot=status-badge-dot]]:size-1.5',
        medium: 'text-sm [&>[data-slot=status-badge-dot]]:size-2',
      },
    },
    defaultVariants: { status: 'neutral', size: 'medium' },
  },
);

export type StatusBadgeProps = ComponentProps<'span'> & VariantProps<typeof statusBadgeVariants>;

/**
 * A coloured dot and a label for the state of something (an order, a batch job). The label
 * is the accessible text; the dot is decoration, hidden from assistive technology, so the
 * state never relies on colour alone.
 *
 * @example
 * <StatusBadge status="success">Completed</StatusBadge>
 */
export function StatusBadge({ className, status, size, children, ...props }: StatusBadgeProps) {
  return (
    <span
      data-slot="status-badge"
      data-status={status ?? 'neutral'}
      className={cn(statusBadgeVariants({ status, size }), className)}
      {...props}
    >
      <span data-slot="status-badge-dot" aria-hidden="true" className="shrink-0" />
      {children}
    </span>
  );
}

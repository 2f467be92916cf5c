import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Classes for {@link Badge}. Each tone pairs a token with its `-foreground` partner, the
 * pairs theme.css picks for AA text contrast in both themes.
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-sm border font-medium',
  {
    variants: {
      variant: {
        neutral: 'border-border bg-muted text-foreground',
        primary: 'border-transparent bg-primary text-primary-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        warning: 'border-transparent bg-warning text-warning-foreground',
        danger: 'border-transparent bg-danger text-danger-foreground',
        info: 'border-transparent bg-info text-info-foreground',
      },
      size: {
        small: 'h-5 px-1.5 text-xs',
        medium: 'h-6 px-2 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'medium' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/**
 * A short label that classifies something (a count, a type, a flag). Its text is what
 * assistive technology reads; the colour only repeats it. For a lifecycle state with a
 * dot, use `StatusBadge`.
 *
 * @example
 * <Badge variant="info" size="small">Draft</Badge>
 */
export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}

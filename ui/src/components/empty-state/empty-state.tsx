import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Classes for {@link EmptyState}; `dashed` outlines the area the content would fill. */
export const emptyStateVariants = cva(
  'flex flex-col items-center gap-3 rounded-lg px-6 py-16 text-center',
  {
    variants: {
      variant: {
        dashed: 'border border-dashed border-border',
        plain: '',
      },
    },
    defaultVariants: { variant: 'dashed' },
  },
);

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** What is missing, e.g. "No orders yet". */
    title: ReactNode;
    /** Why, or what would fill it. */
    description?: ReactNode;
    /** A button or link that helps, e.g. "Create order" or "Clear filters". */
    action?: ReactNode;
    /** A decorative picture above the title; hidden from assistive technology. */
    icon?: ReactNode;
    /**
     * The title's heading level: 2 under a page's `h1` (the default), 3 inside a section
     * that has its own `h2`.
     */
    headingLevel?: 2 | 3 | 4;
  };

/**
 * What a page or panel shows when it has nothing to show: an icon, a title, a description
 * and an action, centred. It says so honestly instead of leaving a blank area. For an
 * empty table use `TableEmpty`, which keeps the header.
 *
 * @example
 * <EmptyState
 *   icon={<OrdersIcon />}
 *   title={t('orders.emptyTitle')}
 *   description={t('orders.emptyBody')}
 *   action={<Button onClick={createOrder}>{t('orders.create')}</Button>}
 * />
 */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  variant,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(emptyStateVariants({ variant }), className)}
      {...props}
    >
      {icon && (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="text-muted-foreground [&_svg:not([class*='size-'])]:size-8"
        >
          {icon}
        </div>
      )}
      <Heading data-slot="empty-state-title" className="text-base font-semibold text-foreground">
        {title}
      </Heading>
      {description && (
        <p data-slot="empty-state-description" className="max-w-md text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {action && (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}

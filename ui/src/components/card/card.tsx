import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Heading } from '../heading-level/heading.tsx';
import { HeadingLevel } from '../heading-level/heading-level.tsx';

/**
 * A bordered surface that groups one thing (an order's summary, a customer's addresses).
 * It opens a heading level, so a `CardTitle` is one level below the heading around the
 * card; the title's element (h2, h3…) follows from where the card sits.
 *
 * @example
 * <Card>
 *   <CardHeader>
 *     <CardTitle>Payment</CardTitle>
 *     <CardDescription>Captured on 4 May</CardDescription>
 *   </CardHeader>
 *   <CardContent>…</CardContent>
 *   <CardFooter><Button>Refund</Button></CardFooter>
 * </Card>
 */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <HeadingLevel>
      <div
        data-slot="card"
        className={cn(
          'flex flex-col gap-4 rounded-lg border border-border bg-background py-4 text-foreground',
          className,
        )}
        {...props}
      />
    </HeadingLevel>
  );
}

/** The card's top block: its title and description. See {@link Card}. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('flex flex-col gap-1 px-4', className)} {...props} />
  );
}

/** The card's heading, at the level the surrounding `HeadingLevel`s give it. */
export function CardTitle({ className, ...props }: ComponentProps<'h1'>) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-base font-semibold leading-tight', className)}
      {...props}
    />
  );
}

/** A muted line under the title. See {@link Card}. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The card's body. See {@link Card}. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-4 text-sm', className)} {...props} />;
}

/** Actions at the bottom of the card, aligned to the inline end. See {@link Card}. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center justify-end gap-2 px-4', className)}
      {...props}
    />
  );
}

export type SectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The section's heading; it also names the section, so it is a landmark region. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons or links for the whole section, at the end of the heading row. */
  actions?: ReactNode;
};

/**
 * A titled part of a page: a heading (with optional description) and its actions in one row,
 * then the content. The heading names the `<section>`, so it is a `region` landmark that
 * screen-reader users can jump to; like `Card`, it opens a heading level.
 *
 * @example
 * <Section title="Orders" description="The last 30 days" actions={<Button>Export</Button>}>
 *   <Table>…</Table>
 * </Section>
 */
export function Section({
  className,
  title,
  description,
  actions,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  return (
    <HeadingLevel>
      <section
        data-slot="section"
        aria-labelledby={headingId}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      >
        <div
          data-slot="section-header"
          className="flex flex-wrap items-start justify-between gap-3"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <Heading id={headingId} className="text-lg font-semibold leading-tight">
              {title}
            </Heading>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {actions && (
            <div data-slot="section-actions" className="flex shrink-0 items-center gap-2">
              {actions}
            </div>
          )}
        </div>
        {children}
      </section>
    </HeadingLevel>
  );
}

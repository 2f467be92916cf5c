import { cn } from '@commerce/ui';
import type { ReactNode } from 'react';

/** A record's facts as a term and its value each. */
export type Fact = readonly [term: string, value: ReactNode];

/** `card`: a bordered box of facts in columns; `list`: terms beside their values, one a line. */
const LAYOUTS = {
  card: 'grid gap-x-6 gap-y-3 rounded-md border border-border p-4 sm:grid-cols-2',
  list: 'grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm',
};

export interface DetailFactsProps {
  layout?: keyof typeof LAYOUTS;
  facts: readonly Fact[];
  /** Extra classes for the list (more columns on a wide screen). */
  className?: string;
  /** Classes for each value (`tabular-nums` for counts). */
  valueClassName?: string;
}

/** The facts at the top of a record's page (its region, dates, totals…) as a description list. */
export function DetailFacts({
  facts,
  layout = 'list',
  className,
  valueClassName,
}: DetailFactsProps) {
  const card = layout === 'card';
  return (
    <dl className={cn(LAYOUTS[layout], className)}>
      {facts.map(([term, value]) => (
        <div key={term} className={card ? 'flex flex-col gap-0.5' : 'contents'}>
          <dt className={cn('text-muted-foreground', card && 'text-sm')}>{term}</dt>
          <dd className={cn(card && 'font-medium break-words', valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';

export type BulkActionBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What is selected, e.g. "3 selected"; announced politely when it changes. */
  summary: ReactNode;
  /** The actions on the selection: buttons or menus. */
  children: ReactNode;
  /** Clears the selection; the button is left out without it. */
  onClear?: () => void;
  clearLabel?: string;
  /** The toolbar's accessible name, e.g. "Actions on the selected products". */
  label: string;
};

/**
 * The bar over a list while rows are selected: how many, the actions that apply to all of
 * them, and a way to clear the selection. It is a `toolbar`; render it only while something
 * is selected.
 *
 * @example
 * {selected.size > 0 && (
 *   <BulkActionBar label={t('bulk.label')} summary={t('bulk.selected', { count })} onClear={clear}>
 *     <Button size="small" onClick={publish}>{t('products.publish')}</Button>
 *   </BulkActionBar>
 * )}
 */
export function BulkActionBar({
  summary,
  children,
  onClear,
  clearLabel = 'Clear selection',
  label,
  className,
  ...props
}: BulkActionBarProps) {
  return (
    <div
      role="toolbar"
      aria-label={label}
      data-slot="bulk-action-bar"
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted px-3 py-2',
        'text-sm text-foreground',
        className,
      )}
      {...props}
    >
      <p aria-live="polite" className="me-auto font-medium">
        {summary}
      </p>
      {children}
      {onClear && (
        <Button variant="ghost" size="small" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </div>
  );
}

import { Checkbox, type CheckboxProps } from '@ariakit/react';
import { cn } from '../../lib/cn.ts';

const checkboxClasses = cn(
  'size-4 shrink-0 cursor-pointer accent-primary align-middle',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

type CheckboxBaseProps = Omit<CheckboxProps, 'checked' | 'onChange' | 'children' | 'aria-label'>;

export type SelectAllCheckboxProps = CheckboxBaseProps & {
  /** Rows selected among those the checkbox covers (usually the current page). */
  selectedCount: number;
  /** Rows the checkbox covers. */
  totalCount: number;
  /** `true` selects them all, `false` clears them. */
  onCheckedChange: (checked: boolean) => void;
  label?: string;
};

/** The select-all state: checked when all are, mixed when some are. */
export function selectAllState(selectedCount: number, totalCount: number): boolean | 'mixed' {
  if (totalCount > 0 && selectedCount >= totalCount) return true;
  return selectedCount > 0 ? 'mixed' : false;
}

/**
 * The header checkbox of a selection column. It is indeterminate (`mixed`) while only
 * some rows are selected; clicking it then selects all, and clicking when all are selected
 * clears them. Ariakit's native checkbox keeps Space and the `indeterminate` state right.
 *
 * @example
 * <TableHead className="w-10">
 *   <SelectAllCheckbox
 *     selectedCount={pageSelected.length}
 *     totalCount={page.length}
 *     onCheckedChange={(checked) => setSelected(checked ? page.map((o) => o.id) : [])}
 *   />
 * </TableHead>
 */
export function SelectAllCheckbox({
  selectedCount,
  totalCount,
  onCheckedChange,
  label = 'Select all rows',
  className,
  disabled,
  ...props
}: SelectAllCheckboxProps) {
  return (
    <Checkbox
      data-slot="select-all-checkbox"
      aria-label={label}
      checked={selectAllState(selectedCount, totalCount)}
      disabled={disabled ?? totalCount === 0}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      className={cn(checkboxClasses, className)}
      {...props}
    />
  );
}

export type SelectRowCheckboxProps = CheckboxBaseProps & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Names the row, e.g. "Select order #1001": "Select row" alone would repeat on every row. */
  label: string;
};

/**
 * The checkbox in a row's selection cell. Its `label` must say which row it selects.
 *
 * @example
 * <TableCell>
 *   <SelectRowCheckbox
 *     label={t('orders.select', { number: order.display_id })}
 *     checked={selected.has(order.id)}
 *     onCheckedChange={(checked) => toggle(order.id, checked)}
 *   />
 * </TableCell>
 */
export function SelectRowCheckbox({
  checked,
  onCheckedChange,
  label,
  className,
  ...props
}: SelectRowCheckboxProps) {
  return (
    <Checkbox
      data-slot="select-row-checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      className={cn(checkboxClasses, className)}
      {...props}
    />
  );
}

import { Button } from '@commerce/ui';
import type { ReactNode } from 'react';

export interface RowActionsProps {
  /** Named buttons, e.g. "Edit Standard shipping", since every row has its own. */
  editLabel: string;
  editText: string;
  onEdit: () => void;
  /** Left out for a row that cannot be deleted. */
  deleteLabel?: string;
  deleteText?: string;
  onDelete?: () => void;
  /** Other buttons before Edit. */
  children?: ReactNode;
}

/** A table row's Edit and Delete buttons, each named after the row it acts on. */
export function RowActions({
  editLabel,
  editText,
  onEdit,
  deleteLabel,
  deleteText,
  onDelete,
  children,
}: RowActionsProps) {
  return (
    <>
      {children}
      <Button size="small" variant="secondary" aria-label={editLabel} onClick={onEdit}>
        {editText}
      </Button>
      {onDelete && (
        <Button size="small" variant="ghost" aria-label={deleteLabel} onClick={onDelete}>
          {deleteText}
        </Button>
      )}
    </>
  );
}

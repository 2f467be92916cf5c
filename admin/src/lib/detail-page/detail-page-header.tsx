import { Button, ConfirmDialog, cn } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../permissions/permissions.ts';
import { Allowed, ReadOnlyNotice } from '../permissions/read-only-notice.tsx';
import { type DeleteThenLeave, useDeleteThenLeave } from './use-delete-then-leave.ts';

export interface DetailDeletion extends DeleteThenLeave {
  /** The confirm dialog's question and what deleting does. */
  title: string;
  description: string;
}

export interface DetailPageHeaderProps {
  /** The link back to the list, e.g. "Back to collections". */
  backLabel: string;
  /** The page's `h1`: the record's name. */
  title: string;
  /** Extra classes for the heading (a code in a monospace font). */
  titleClassName?: string;
  /** A badge beside the title (enabled, revoked, active…). */
  status?: ReactNode;
  /** The area's write permission: without it the actions are left out and a notice says why. */
  permission: Permission;
  /** The record's own actions (disable, revoke…), before Edit and Delete. */
  actions?: ReactNode;
  /** Offers Edit, which opens the record's form. */
  onEdit?: () => void;
  deletion: DetailDeletion;
}

/**
 * The top of a record's page: back to the list, the name and status, the actions a role may
 * use (with the notice why they are missing otherwise), and Delete, which asks, deletes, says
 * so and goes back to the list.
 */
export function DetailPageHeader({
  backLabel,
  title,
  titleClassName,
  status,
  permission,
  actions,
  onEdit,
  deletion,
}: DetailPageHeaderProps) {
  const { t } = useTranslation('lists');
  const remove = useDeleteThenLeave(deletion);
  return (
    <>
      <Link to={deletion.listTo} className="text-sm text-primary hover:underline">
        {backLabel}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className={cn('text-2xl font-semibold break-words', titleClassName)}>{title}</h1>
          {status}
        </div>
        <Allowed permission={permission}>
          <div className="flex flex-wrap gap-2">
            {actions}
            {onEdit && (
              <Button variant="secondary" onClick={onEdit}>
                {t('actions.edit')}
              </Button>
            )}
            <Button variant="danger" onClick={remove.ask}>
              {t('actions.delete')}
            </Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission={permission} />
      <ConfirmDialog
        open={remove.confirming}
        onClose={remove.cancel}
        onConfirm={() => void remove.confirm()}
        isPending={deletion.mutation.isPending}
        title={deletion.title}
        description={deletion.description}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </>
  );
}

import {
  Button,
  Section,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DeleteRoleDialog } from './delete-role-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';
import type { CustomRole } from './roles.ts';
import { useCustomRoles } from './use-custom-roles.ts';

/** Which role dialog is open: creating one, editing one, or none. */
type Editing = { role?: CustomRole } | undefined;

/**
 * The custom roles: name, description and how many team members have each, with create,
 * edit and delete for those who may change the team.
 */
export function RoleList() {
  const { t } = useTranslation('team');
  const canWrite = usePermissions().can('team:write');
  const query = useCustomRoles();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<CustomRole>();
  const roles = query.data?.roles ?? [];

  let body: ReactNode;
  if (query.isPending) body = <ListLoading label={t('customRoles.loading')} />;
  else if (query.isError) body = <ListError error={query.error} onRetry={() => query.refetch()} />;
  else if (roles.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('customRoles.empty')}</p>;
  else {
    body = (
      <Table aria-label={t('customRoles.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('customRoles.name')}</TableHead>
            <TableHead>{t('customRoles.descriptionField')}</TableHead>
            <TableHead className="text-end">{t('customRoles.users')}</TableHead>
            {canWrite && (
              <TableHead>
                <span className="sr-only">{t('invites.actions')}</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {roles.map((role) => (
            <TableRow key={role.id}>
              <TableCell className="font-medium">{role.name}</TableCell>
              <TableCell className="text-muted-foreground">{role.description}</TableCell>
              <TableCell className="text-end tabular-nums">{role.user_count}</TableCell>
              {canWrite && (
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('customRoles.editOne', { name: role.name })}
                      onClick={() => setEditing({ role })}
                    >
                      {t('customRoles.edit')}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('customRoles.deleteOne', { name: role.name })}
                      onClick={() => setDeleting(role)}
                    >
                      {t('actions.delete')}
                    </Button>
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Section
      title={t('customRoles.title')}
      description={t('customRoles.description')}
      actions={
        canWrite && (
          <Button variant="secondary" onClick={() => setEditing({})}>
            {t('customRoles.create')}
          </Button>
        )
      }
    >
      {body}
      <RoleDialog
        open={Boolean(editing)}
        role={editing?.role}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(undefined)} />
    </Section>
  );
}

import { useAdminDeleteShippingProfile } from '@commerce/client/admin';
import {
  Button,
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { ProfileFormDialog } from './profile-form-dialog.tsx';
import { type ShippingProfile, useShippingProfiles } from './use-settings-data.ts';

/**
 * `/a/settings/shipping-profiles`: the profiles with their kind; create, rename and delete
 * with `regions:write`.
 */
export function ProfileList() {
  const { t } = useTranslation('regions');
  const query = useShippingProfiles();
  const [editing, setEditing] = useState<ShippingProfile | 'new'>();
  const [removing, setRemoving] = useState<ShippingProfile>();
  const profiles = query.data ?? [];
  const canChange = usePermissions().can('regions:write');

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('profiles.title')}</h1>
        {canChange && <Button onClick={() => setEditing('new')}>{t('profiles.create')}</Button>}
      </div>
      <ReadOnlyNotice permission="regions:write" />
      <p className="text-sm text-muted-foreground">{t('profiles.description')}</p>
      {query.isPending ? (
        <ListLoading label={t('profiles.title')} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : profiles.length === 0 ? (
        <EmptyState title={t('profiles.emptyTitle')} />
      ) : (
        <Table aria-label={t('profiles.title')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('fields.name')}</TableHead>
              <TableHead>{t('fields.type')}</TableHead>
              {canChange && (
                <TableHead>
                  <span className="sr-only">{t('fields.actions')}</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {profiles.map((profile) => (
              <TableRow key={profile.id}>
                <TableCell className="font-medium">{profile.name}</TableCell>
                <TableCell>{t(`profileTypes.${profile.type}`)}</TableCell>
                {canChange && (
                  <TableCell className="flex justify-end gap-2">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('actions.editNamed', { name: profile.name })}
                      onClick={() => setEditing(profile)}
                    >
                      {t('actions.edit')}
                    </Button>
                    {profile.type === 'custom' && (
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('actions.deleteNamed', { name: profile.name })}
                        onClick={() => setRemoving(profile)}
                      >
                        {t('actions.delete')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canChange && (
        <ProfileFormDialog
          key={editing === 'new' ? 'new' : editing?.id}
          open={editing !== undefined}
          onClose={() => setEditing(undefined)}
          profile={editing === 'new' ? undefined : editing}
        />
      )}
      {removing && <RemoveProfile profile={removing} onClose={() => setRemoving(undefined)} />}
    </div>
  );
}

function RemoveProfile({ profile, onClose }: { profile: ShippingProfile; onClose: () => void }) {
  const { t } = useTranslation('regions');
  const remove = useAdminDeleteShippingProfile({ id: profile.id });
  return (
    <DeleteConfirm
      title={t('profiles.deleteTitle', { name: profile.name })}
      description={t('profiles.deleteDescription')}
      done={t('profiles.deleted', { name: profile.name })}
      mutation={remove}
      onClose={onClose}
    />
  );
}

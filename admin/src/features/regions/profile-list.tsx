import { useAdminDeleteShippingProfile } from '@commerce/client/admin/shipping-profiles';
import { Button, EmptyState } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../lib/lists/list-table.tsx';
import { RowActions } from '../../lib/lists/row-actions.tsx';
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
      <ListTable
        label={t('profiles.title')}
        query={query}
        rows={profiles}
        columns={[
          { id: 'name', header: t('fields.name'), cell: (profile) => profile.name },
          {
            id: 'type',
            header: t('fields.type'),
            cell: (profile) => t(`profileTypes.${profile.type}`),
          },
        ]}
        getRowId={(profile) => profile.id}
        empty={<EmptyState title={t('profiles.emptyTitle')} />}
        actions={
          canChange
            ? {
                header: t('fields.actions'),
                cell: (profile) => (
                  <RowActions
                    editLabel={t('actions.editNamed', { name: profile.name })}
                    editText={t('actions.edit')}
                    onEdit={() => setEditing(profile)}
                    // Only a custom profile can go: the default and gift card ones are the store's.
                    {...(profile.type === 'custom' && {
                      deleteLabel: t('actions.deleteNamed', { name: profile.name }),
                      deleteText: t('actions.delete'),
                      onDelete: () => setRemoving(profile),
                    })}
                  />
                ),
              }
            : undefined
        }
      />
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

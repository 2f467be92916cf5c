import {
  type AdminGetPublishableApiKeyData,
  useAdminDeletePublishableApiKey,
  useAdminRevokePublishableApiKey,
} from '@commerce/client/admin/publishable-api-keys';
import { Button, ConfirmDialog, notify, StatusBadge } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { CopyKeyButton } from './copy-key-button.tsx';
import { KeyChannels } from './key-channels.tsx';
import { KeyFormDialog } from './key-form-dialog.tsx';

export interface KeyDetailProps {
  apiKey: AdminGetPublishableApiKeyData['publishable_api_key'];
}

/** `/a/publishable-api-keys/{id}`: copy the key, rename, revoke or delete it; its sales channels. */
export function KeyDetail({ apiKey }: KeyDetailProps) {
  const { t, i18n } = useTranslation('channels');
  const [editing, setEditing] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const revoke = useAdminRevokePublishableApiKey({ id: apiKey.id });
  const remove = useAdminDeletePublishableApiKey({ id: apiKey.id });
  const revoked = Boolean(apiKey.revoked_at);

  const confirmRevoke = async () => {
    try {
      await revoke.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setRevoking(false);
      return;
    }
    setRevoking(false);
    notify.success(t('keys.revoked', { title: apiKey.title }));
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('keys.back')}
        title={apiKey.title}
        status={
          <StatusBadge status={revoked ? 'danger' : 'success'}>
            {revoked ? t('status.revoked') : t('status.active')}
          </StatusBadge>
        }
        permission="api-keys:write"
        actions={
          !revoked && (
            <Button variant="secondary" onClick={() => setRevoking(true)}>
              {t('keys.revoke')}
            </Button>
          )
        }
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('keys.deleted', { title: apiKey.title }),
          listTo: '/a/publishable-api-keys',
          title: t('keys.deleteTitle', { title: apiKey.title }),
          description: t('keys.deleteDescription'),
        }}
      />
      <section className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{t('fields.key')}</h2>
        <CopyKeyButton value={apiKey.id} />
        {revoked && <p className="text-sm text-danger">{t('keys.revokedNote')}</p>}
      </section>
      <KeyChannels keyId={apiKey.id} />
      <KeyFormDialog open={editing} onClose={() => setEditing(false)} apiKey={apiKey} />
      <ConfirmDialog
        open={revoking}
        onClose={() => setRevoking(false)}
        onConfirm={() => void confirmRevoke()}
        isPending={revoke.isPending}
        title={t('keys.revokeTitle', { title: apiKey.title })}
        description={t('keys.revokeDescription')}
        confirmLabel={t('keys.revoke')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}

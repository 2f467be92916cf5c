import {
  type AdminGetPublishableApiKeyData,
  useAdminDeletePublishableApiKey,
  useAdminRevokePublishableApiKey,
} from '@commerce/client/admin';
import { Button, ConfirmDialog, notify, StatusBadge } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { CopyKeyButton } from './copy-key-button.tsx';
import { KeyChannels } from './key-channels.tsx';
import { KeyFormDialog } from './key-form-dialog.tsx';

export interface KeyDetailProps {
  apiKey: AdminGetPublishableApiKeyData['publishable_api_key'];
}

/** `/a/publishable-api-keys/{id}`: copy the key, rename, revoke or delete it; its sales channels. */
export function KeyDetail({ apiKey }: KeyDetailProps) {
  const { t, i18n } = useTranslation('channels');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'revoke' | 'delete'>();
  const revoke = useAdminRevokePublishableApiKey({ id: apiKey.id });
  const remove = useAdminDeletePublishableApiKey({ id: apiKey.id });
  const revoked = Boolean(apiKey.revoked_at);

  const confirm = async () => {
    const action = confirming;
    try {
      if (action === 'revoke') await revoke.mutateAsync();
      else await remove.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setConfirming(undefined);
      return;
    }
    setConfirming(undefined);
    notify.success(
      t(action === 'revoke' ? 'keys.revoked' : 'keys.deleted', { title: apiKey.title }),
    );
    if (action === 'delete') await navigate({ to: '/a/publishable-api-keys' });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <Link to="/a/publishable-api-keys" className="text-sm text-primary hover:underline">
        {t('keys.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold break-words">{apiKey.title}</h1>
          <StatusBadge status={revoked ? 'danger' : 'success'}>
            {revoked ? t('status.revoked') : t('status.active')}
          </StatusBadge>
        </div>
        <Allowed permission="api-keys:write">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            {!revoked && (
              <Button variant="secondary" onClick={() => setConfirming('revoke')}>
                {t('keys.revoke')}
              </Button>
            )}
            <Button variant="danger" onClick={() => setConfirming('delete')}>
              {t('actions.delete')}
            </Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="api-keys:write" />
      <section className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{t('fields.key')}</h2>
        <CopyKeyButton value={apiKey.id} />
        {revoked && <p className="text-sm text-danger">{t('keys.revokedNote')}</p>}
      </section>
      <KeyChannels keyId={apiKey.id} />
      <KeyFormDialog open={editing} onClose={() => setEditing(false)} apiKey={apiKey} />
      <ConfirmDialog
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        onConfirm={() => void confirm()}
        isPending={revoke.isPending || remove.isPending}
        title={t(confirming === 'revoke' ? 'keys.revokeTitle' : 'keys.deleteTitle', {
          title: apiKey.title,
        })}
        description={t(
          confirming === 'revoke' ? 'keys.revokeDescription' : 'keys.deleteDescription',
        )}
        confirmLabel={confirming === 'revoke' ? t('keys.revoke') : t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}

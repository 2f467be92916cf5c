import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { channelLinks } from '../../../features/channels/channel-links.ts';
import { KeyFormDialog } from '../../../features/channels/key-form-dialog.tsx';
import { KeyList } from '../../../features/channels/key-list.tsx';
import { keyListSearch } from '../../../features/channels/list-searches.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';

export const Route = createFileRoute('/a/publishable-api-keys/')({
  validateSearch: keyListSearch,
  component: PublishableApiKeysPage,
});

function PublishableApiKeysPage() {
  const { t } = useTranslation('channels');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  const { can } = usePermissions();
  return (
    <ListPage
      title={t('sections.keys')}
      sectionLinks={channelLinks(t, can)}
      sectionLabel={t('sections.label')}
      actions={
        <Allowed permission="api-keys:write">
          <Button onClick={() => setCreating(true)}>{t('keys.create')}</Button>
        </Allowed>
      }
    >
      <ReadOnlyNotice permission="api-keys:write" />
      <KeyList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <KeyFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate({ to: '/a/publishable-api-keys/$id', params: { id } })}
      />
    </ListPage>
  );
}

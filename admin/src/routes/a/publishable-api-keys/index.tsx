import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { channelLinks } from '../../../features/channels/channel-links.ts';
import { KeyFormDialog } from '../../../features/channels/key-form-dialog.tsx';
import { KeyList } from '../../../features/channels/key-list.tsx';
import { keyListSearch } from '../../../features/channels/list-searches.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';

export const Route = createFileRoute('/a/publishable-api-keys/')({
  validateSearch: keyListSearch,
  component: PublishableApiKeysPage,
});

function PublishableApiKeysPage() {
  const { t } = useTranslation('channels');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('sections.keys')}
      sectionLinks={channelLinks(t)}
      sectionLabel={t('sections.label')}
      actions={<Button onClick={() => setCreating(true)}>{t('keys.create')}</Button>}
    >
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

import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelFormDialog } from '../../../features/channels/channel-form-dialog.tsx';
import { channelLinks } from '../../../features/channels/channel-links.ts';
import { ChannelList } from '../../../features/channels/channel-list.tsx';
import { channelListSearch } from '../../../features/channels/list-searches.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';

export const Route = createFileRoute('/a/sales-channels/')({
  validateSearch: channelListSearch,
  component: SalesChannelsPage,
});

function SalesChannelsPage() {
  const { t } = useTranslation('channels');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  const { can } = usePermissions();
  return (
    <ListPage
      title={t('sections.channels')}
      sectionLinks={channelLinks(t, can)}
      sectionLabel={t('sections.label')}
      actions={
        <Allowed permission="channels:write">
          <Button onClick={() => setCreating(true)}>{t('channels.create')}</Button>
        </Allowed>
      }
    >
      <ReadOnlyNotice permission="channels:write" />
      <ChannelList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <ChannelFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate({ to: '/a/sales-channels/$id', params: { id } })}
      />
    </ListPage>
  );
}

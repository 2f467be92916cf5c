import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToSettings } from '../../../../features/extensions/index.ts';
import { RegionFormDialog } from '../../../../features/regions/region-form-dialog.tsx';
import { RegionList } from '../../../../features/regions/region-list.tsx';
import { regionListSearch } from '../../../../features/regions/region-list-search.ts';
import { ListPage } from '../../../../lib/lists/list-page.tsx';
import { Allowed, ReadOnlyNotice } from '../../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/settings/regions/')({
  validateSearch: regionListSearch,
  component: RegionsPage,
});

function RegionsPage() {
  const { t } = useTranslation('regions');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('regions.title')}
      actions={
        <Allowed permission="regions:write">
          <Button onClick={() => setCreating(true)}>{t('regions.create')}</Button>
        </Allowed>
      }
    >
      <BackToSettings />
      <ReadOnlyNotice permission="regions:write" />
      <RegionList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <Allowed permission="regions:write">
        <RegionFormDialog
          open={creating}
          onClose={() => setCreating(false)}
          onSaved={(id) => void navigate({ to: '/a/settings/regions/$id', params: { id } })}
        />
      </Allowed>
    </ListPage>
  );
}

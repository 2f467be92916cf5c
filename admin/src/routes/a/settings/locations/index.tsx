import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToSettings } from '../../../../features/extensions/index.ts';
import { LocationFormDialog } from '../../../../features/inventory/location-form-dialog.tsx';
import { LocationList } from '../../../../features/inventory/location-list.tsx';
import { locationListSearch } from '../../../../features/inventory/location-list-search.ts';
import { ListPage } from '../../../../lib/lists/list-page.tsx';
import { Allowed, ReadOnlyNotice } from '../../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/settings/locations/')({
  validateSearch: locationListSearch,
  component: LocationsPage,
});

function LocationsPage() {
  const { t } = useTranslation('inventory');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('sections.locations')}
      actions={
        <Allowed permission="inventory:write">
          <Button onClick={() => setCreating(true)}>{t('locations.create')}</Button>
        </Allowed>
      }
    >
      <BackToSettings />
      <ReadOnlyNotice permission="inventory:write" />
      <LocationList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <LocationFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate({ to: '/a/settings/locations/$id', params: { id } })}
      />
    </ListPage>
  );
}

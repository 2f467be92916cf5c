import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryLinks } from '../../../features/inventory/inventory-links.ts';
import { ReservationDialog } from '../../../features/inventory/reservation-dialog.tsx';
import { ReservationList } from '../../../features/inventory/reservation-list.tsx';
import { reservationListSearch } from '../../../features/inventory/reservation-list-search.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/inventory/reservations')({
  validateSearch: reservationListSearch,
  component: ReservationsPage,
});

function ReservationsPage() {
  const { t } = useTranslation('inventory');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('sections.reservations')}
      sectionLinks={inventoryLinks(t)}
      sectionLabel={t('sections.label')}
      actions={
        <Allowed permission="inventory:write">
          <Button onClick={() => setCreating(true)}>{t('reservations.create')}</Button>
        </Allowed>
      }
    >
      <ReadOnlyNotice permission="inventory:write" />
      <ReservationList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <ReservationDialog open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackToSettings } from '../../../features/extensions/index.ts';
import { NotificationList } from '../../../features/store-settings/notification-list.tsx';
import { notificationListSearch } from '../../../features/store-settings/notification-list-search.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/settings/notifications')({
  validateSearch: notificationListSearch,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { t } = useTranslation('team');
  const navigate = Route.useNavigate();
  return (
    <div className="flex flex-col gap-4 p-6">
      <BackToSettings />
      <ListPage title={t('notifications.title')}>
        {/* Resending a notification is the orders area's change. */}
        <ReadOnlyNotice permission="orders:write" />
        <NotificationList
          search={Route.useSearch()}
          onSearchChange={(search, options) => void navigate({ search, ...options })}
        />
      </ListPage>
    </div>
  );
}

import { useMedusa } from '@commerce/client';
import {
  type AdminListNotificationsData,
  adminListNotificationsQueryOptions,
} from '@commerce/client/admin/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import {
  type NotificationListSearch,
  notificationQuery,
  RESOURCE_TYPES,
} from './notification-list-search.ts';
import { ResendNotificationDialog } from './resend-notification-dialog.tsx';
import { ResourceFilter } from './resource-filter.tsx';

export type Notification = AdminListNotificationsData['notifications'][number];

const notificationId = (notification: Notification) => notification.id;
const isKnownType = (type: string): type is (typeof RESOURCE_TYPES)[number] =>
  (RESOURCE_TYPES as readonly string[]).includes(type);

export interface NotificationListProps {
  search: NotificationListSearch;
  onSearchChange: SearchChange<NotificationListSearch>;
}

/**
 * The notifications the store sent, newest first; Enter on a row (or its event) resends,
 * for a role that may change orders.
 */
export function NotificationList({ search, onSearchChange }: NotificationListProps) {
  const { t, i18n } = useTranslation('team');
  const { client } = useMedusa();
  const [resending, setResending] = useState<Notification>();
  // Resending is `orders:write` (issue 21): without it the list is for reading only.
  const canResend = usePermissions().can('orders:write');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const query = useQuery({
    ...adminListNotificationsQueryOptions(client, notificationQuery(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListNotificationsData) => ({
      rows: data.notifications,
      count: data.count,
    }),
  });
  const eventOf = (row: Notification) => row.event_name ?? t('notifications.noEvent');
  const columns: ListColumn<Notification>[] = [
    {
      id: 'event',
      header: t('notifications.event'),
      width: 'minmax(12rem, 1.5fr)',
      required: true,
      cell: (row) =>
        canResend ? (
          <button
            type="button"
            tabIndex={-1}
            className="truncate font-medium hover:underline"
            onClick={() => setResending(row)}
          >
            <code>{eventOf(row)}</code>
          </button>
        ) : (
          <code className="truncate font-medium">{eventOf(row)}</code>
        ),
    },
    {
      id: 'resource',
      header: t('notifications.resource'),
      width: 'minmax(12rem, 1.5fr)',
      cell: (row) => (
        <span className="truncate">
          {isKnownType(row.resource_type)
            ? t(`notifications.resources.${row.resource_type}`)
            : row.resource_type}{' '}
          <span className="text-muted-foreground">{row.resource_id}</span>
        </span>
      ),
    },
    {
      id: 'to',
      header: t('notifications.recipient'),
      width: 'minmax(12rem, 1.5fr)',
      cell: (row) => <span className="truncate">{row.to}</span>,
    },
    {
      id: 'resends',
      header: t('notifications.resends'),
      width: '7rem',
      cell: (row) => row.resends?.length ?? 0,
    },
    {
      id: 'created_at',
      header: t('notifications.sent'),
      width: '12rem',
      sort: 'created_at',
      cell: (row) => dates.format(new Date(row.created_at)),
    },
  ];
  return (
    <>
      <ListView
        listId="notifications"
        label={t('notifications.title')}
        searchLabel={t('notifications.searchRecipient')}
        search={search}
        onSearchChange={onSearchChange}
        query={query}
        columns={columns}
        getRowId={notificationId}
        rowName={eventOf}
        onOpenRow={(row) => {
          if (canResend) setResending(row);
        }}
        filters={
          <ResourceFilter
            value={search.resource_type?.[0]}
            onChange={(type) =>
              onSearchChange({
                ...search,
                resource_type: type ? [type] : undefined,
                offset: undefined,
              })
            }
          />
        }
        emptyTitle={t('notifications.emptyTitle')}
        emptyDescription={t('notifications.emptyDescription')}
      />
      <Allowed permission="orders:write">
        <ResendNotificationDialog
          notification={resending}
          onClose={() => setResending(undefined)}
        />
      </Allowed>
    </>
  );
}

import { useMedusa } from '@commerce/client';
import { adminListNotesQueryOptions } from '@commerce/client/admin/notes';
import { adminListNotificationsQueryOptions } from '@commerce/client/admin/notifications';
import { Section } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notesParams } from '../../lib/notes/notes-params.ts';
import { displayNameOf } from '../../lib/people/display-name.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import type { Order } from './order-state.ts';
import { timelineEvents } from './order-timeline-events.ts';
import { useOrderMoney } from './use-order-money.ts';

/**
 * The order's history, newest first: what the order records (payments, fulfillments,
 * returns…), the staff's notes and the notifications sent to the customer.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { client } = useMedusa();
  const money = useOrderMoney(order.currency_code);
  // Notes are their own area (issue 21): without `notes:read` the timeline is the order's
  // events and notifications only, and the notes are not asked for.
  const canReadNotes = usePermissions().can('notes:read');
  const notes = useQuery({
    ...adminListNotesQueryOptions(client, notesParams(order.id)),
    enabled: canReadNotes,
  });
  const notifications = useQuery(
    adminListNotificationsQueryOptions(client, {
      // No `order`: Medusa v1 refuses it; the timeline sorts its events itself.
      resource_type: 'order',
      resource_id: order.id,
      limit: 100,
    }),
  );
  // Order actions do not touch the notifications' cache, yet a shipment or a refund sends
  // one: read them again whenever the order changes.
  const { refetch } = notifications;
  const seen = useRef(order.updated_at);
  useEffect(() => {
    if (seen.current === order.updated_at) return;
    seen.current = order.updated_at;
    void refetch();
  }, [order.updated_at, refetch]);

  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const events = timelineEvents(t, {
    order,
    notes: notes.data?.notes ?? [],
    notifications: notifications.data?.notifications ?? [],
    money,
    authorOf: (note) => (note.author ? displayNameOf(note.author) : t('notes.unknownAuthor')),
  });

  return (
    <Section title={t('timeline.title')}>
      {((canReadNotes && notes.isPending) || notifications.isPending) && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('timeline.loading')}
        </p>
      )}
      {(notes.isError || notifications.isError) && (
        <p role="alert" className="text-sm text-danger">
          {t('timeline.partial')}
        </p>
      )}
      <ol className="flex flex-col gap-3 border-s border-border ps-4 text-sm">
        {events.map((event) => (
          <li key={event.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[1.3rem] top-1.5 size-2 rounded-full bg-muted-foreground"
            />
            <p>{event.text}</p>
            {event.detail && (
              <p className="whitespace-pre-wrap break-words text-muted-foreground">
                {event.detail}
              </p>
            )}
            <time dateTime={event.at} className="text-xs text-muted-foreground">
              {dates.format(new Date(event.at))}
            </time>
          </li>
        ))}
      </ol>
    </Section>
  );
}

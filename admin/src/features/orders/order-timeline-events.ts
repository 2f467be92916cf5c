import type { AdminListNotesData } from '@commerce/client/admin/notes';
import type { AdminListNotificationsData } from '@commerce/client/admin/notifications';
import type { TFunction } from 'i18next';
import type { Order } from './order-state.ts';

type Note = AdminListNotesData['notes'][number];
type Notification = AdminListNotificationsData['notifications'][number];

export interface TimelineEvent {
  /** Unique within the timeline. */
  id: string;
  /** When it happened (ISO). */
  at: string;
  text: string;
  /** A second line: a note's text, tracking numbers. */
  detail?: string | undefined;
}

export interface TimelineSources {
  order: Order;
  notes: readonly Note[];
  notifications: readonly Notification[];
  money: (amount: number) => string;
  /** A note's author as shown. */
  authorOf: (note: Note) => string;
}

const NOTIFICATION_EVENTS = [
  'order.placed',
  'order.shipment_created',
  'order.refund_created',
  'order.return_requested',
  'order.items_returned',
] as const;

/**
 * What happened to the order, newest first, worked out from the order itself (placed,
 * payments, refunds, fulfillments, returns, swaps, claims, edits), its notes and the
 * notifications sent about it. Nothing here is stored as events by the server.
 */
export function timelineEvents(t: TFunction<'orders'>, s: TimelineSources): TimelineEvent[] {
  const { order, money } = s;
  const events: TimelineEvent[] = [];
  const add = (id: string, at: string | null | undefined, text: string, detail?: string) => {
    if (at) events.push({ id, at, text, detail });
  };
  add('placed', order.created_at, t('timeline.placed', { amount: money(order.total ?? 0) }));
  add('canceled', order.canceled_at, t('timeline.canceled'));
  for (const p of order.payments ?? []) {
    add(`capture-${p.id}`, p.captured_at, t('timeline.captured', { amount: money(p.amount) }));
    add(
      `payment-cancel-${p.id}`,
      p.canceled_at,
      t('timeline.paymentCanceled', { amount: money(p.amount) }),
    );
  }
  for (const r of order.refunds ?? []) {
    add(
      `refund-${r.id}`,
      r.created_at,
      t('timeline.refunded', { amount: money(r.amount) }),
      r.note ?? undefined,
    );
  }
  for (const [index, f] of (order.fulfillments ?? []).entries()) {
    const name = t('fulfillments.name', { number: index + 1 });
    add(`fulfil-${f.id}`, f.created_at, t('timeline.fulfilled', { name }));
    const tracking = f.tracking_numbers?.length
      ? t('fulfillments.tracking', { numbers: f.tracking_numbers.join(', ') })
      : undefined;
    add(`ship-${f.id}`, f.shipped_at, t('timeline.shipped', { name }), tracking);
    add(`fulfil-cancel-${f.id}`, f.canceled_at, t('timeline.fulfillmentCanceled', { name }));
  }
  for (const [index, r] of (order.returns ?? []).entries()) {
    const name = t('returns.name', { number: index + 1 });
    add(`return-${r.id}`, r.created_at, t('timeline.returnRequested', { name }));
    add(
      `return-in-${r.id}`,
      r.received_at,
      t('timeline.returnReceived', { name, amount: money(r.refund_amount) }),
    );
    if (r.status === 'canceled')
      add(`return-cancel-${r.id}`, r.updated_at, t('timeline.returnCanceled', { name }));
  }
  for (const swap of order.swaps ?? []) {
    add(`swap-${swap.id}`, swap.created_at, t('timeline.swapCreated'));
    add(`swap-cancel-${swap.id}`, swap.canceled_at, t('timeline.swapCanceled'));
  }
  for (const claim of order.claims ?? []) {
    add(`claim-${claim.id}`, claim.created_at, t('timeline.claimCreated'));
    add(`claim-cancel-${claim.id}`, claim.canceled_at, t('timeline.claimCanceled'));
  }
  for (const edit of order.edits ?? []) {
    add(`edit-${edit.id}`, edit.created_at, t('timeline.editCreated'));
    add(`edit-req-${edit.id}`, edit.requested_at, t('timeline.editRequested'));
    add(`edit-ok-${edit.id}`, edit.confirmed_at, t('timeline.editConfirmed'));
    add(`edit-no-${edit.id}`, edit.declined_at, t('timeline.editDeclined'));
    add(`edit-cancel-${edit.id}`, edit.canceled_at, t('timeline.editCanceled'));
  }
  for (const note of s.notes) {
    add(
      `note-${note.id}`,
      note.created_at,
      t('timeline.note', { author: s.authorOf(note) }),
      note.value,
    );
  }
  for (const n of s.notifications) {
    const known = (NOTIFICATION_EVENTS as readonly string[]).includes(n.event_name ?? '');
    const event = known
      ? t(`timeline.events.${n.event_name as (typeof NOTIFICATION_EVENTS)[number]}`)
      : (n.event_name ?? '');
    add(`notification-${n.id}`, n.created_at, t('timeline.notified', { event, to: n.to }));
  }
  // Newest first; the same instant keeps the order above (placed before its payment).
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => Date.parse(b.event.at) - Date.parse(a.event.at) || b.index - a.index)
    .map(({ event }) => event);
}

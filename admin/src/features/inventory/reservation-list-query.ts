import type { Client } from '@commerce/client';
import {
  type AdminListReservationsData,
  adminListReservationsQueryOptions,
} from '@commerce/client/admin/reservations';
import { keepPreviousData } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../lib/lists/list-search.ts';
import type { ReservationListSearch } from './reservation-list-search.ts';

export type Reservation = AdminListReservationsData['reservations'][number];

/**
 * The `GET /admin/reservations` query for the list's URL, with each reserved item. The API
 * has no free-text search; the search box narrows by description, which it matches in part.
 */
export function reservationListQueryOptions(client: Client, search: ReservationListSearch) {
  return {
    ...adminListReservationsQueryOptions(client, {
      limit: search.limit ?? DEFAULT_PAGE_SIZE,
      offset: search.offset ?? 0,
      expand: 'inventory_item',
      ...(search.order ? { order: search.order } : {}),
      ...(search.q ? { description: search.q } : {}),
      ...(search.location_id ? { location_id: search.location_id } : {}),
    }),
    placeholderData: keepPreviousData,
    select: (data: AdminListReservationsData) => ({ rows: data.reservations, count: data.count }),
  };
}

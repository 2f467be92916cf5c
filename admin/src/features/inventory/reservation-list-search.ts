import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export type ReservationFilter = 'location_id';
export type ReservationListSearch = ListSearch<ReservationFilter>;

/** `/a/inventory/reservations`'s URL: search on the description, sorts and the location filter. */
export const reservationListSearch = listSearchValidator<ReservationFilter>({
  sorts: ['quantity', 'created_at', 'updated_at'],
  filters: { location_id: null },
});

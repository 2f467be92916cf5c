import { useCapability } from '../../lib/feature-flags/capabilities.ts';
import type { ListColumn } from '../../lib/lists/list-columns.ts';

/*
 * The returns and exchanges lists filter by state and sort by date where the backend can
 * (this server); Medusa v1's `GET /admin/returns` and `GET /admin/swaps` take only `limit`
 * and `offset` and answer anything else with 400 (issue 25). There the lists show pages
 * only: no filter menus, no sortable headers, and a filter or sort left in a bookmarked URL
 * is not sent.
 */

/** Whether the backend filters and sorts the after-sales lists. */
export function useAfterSalesNarrowing(): boolean {
  return useCapability('after_sales_filters') === true;
}

/** The page alone of a list's query. */
export function pageOnly(page: { limit: number; offset: number }) {
  return { limit: page.limit, offset: page.offset };
}

/** The columns as given, or without their sorts where the backend cannot sort. */
export function sortableWhere<Row>(
  columns: readonly ListColumn<Row>[],
  narrowable: boolean,
): readonly ListColumn<Row>[] {
  return narrowable ? columns : columns.map(({ sort: _sort, ...column }) => column);
}

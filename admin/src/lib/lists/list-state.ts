import { type AnyListSearch, DEFAULT_PAGE_SIZE, type ListSearchBase } from './list-search.ts';

/** The list-wide parts of the URL, which are not filters. */
const BASE_KEYS = new Set(['q', 'offset', 'limit', 'order', 'columns']);

/** The paging, sort and search parts of an API list query, from the URL. */
export function pageParams(search: ListSearchBase) {
  return {
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
    offset: search.offset ?? 0,
    ...(search.q ? { q: search.q } : {}),
    ...(search.order ? { order: search.order } : {}),
  };
}

/** The filters set in the URL, as `name -> values`. */
export function filtersOf(search: ListSearchBase): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(search).filter(
      (entry): entry is [string, string[]] => !BASE_KEYS.has(entry[0]) && Array.isArray(entry[1]),
    ),
  );
}

/** Whether the rows shown are narrowed by search text or a filter. */
export function isNarrowed(search: ListSearchBase): boolean {
  return Boolean(search.q) || Object.keys(filtersOf(search)).length > 0;
}

/**
 * The URL after a change. A change of what is listed (search, filters, sort, page size)
 * goes back to the first page; empty values are removed so links stay short.
 */
export function changeSearch<S extends ListSearchBase>(search: S, patch: Partial<S>): S {
  const next: Record<string, unknown> = { ...search, ...patch };
  if (!('offset' in patch)) delete next.offset;
  for (const [key, value] of Object.entries(next)) {
    const empty = Array.isArray(value) ? value.length === 0 : value === '' || value === 0;
    if (value === undefined || empty) delete next[key];
  }
  return next as S;
}

/** The URL with search text and every filter removed; sort, size and columns stay. */
export function clearNarrowing<S extends ListSearchBase>(search: S): S {
  const { limit, order, columns } = search;
  return changeSearch({ limit, order, columns } as S, {});
}

/** `order` as a column's sort state. */
export function sortDirectionOf(order: string | undefined, field: string) {
  if (order === field) return 'ascending' as const;
  if (order === `-${field}`) return 'descending' as const;
  return 'none' as const;
}

/** Whether two URLs list the same thing the same way (a saved view is active). */
export function sameSearch(a: AnyListSearch, b: AnyListSearch): boolean {
  const canonical = (search: AnyListSearch) =>
    JSON.stringify(
      Object.entries(changeSearch(search, { offset: search.offset }))
        .filter(([key]) => key !== 'offset')
        .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return canonical(a) === canonical(b);
}

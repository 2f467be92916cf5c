/**
 * What a list screen keeps in its URL: search text, page, page size, sort, filters and the
 * columns shown, so a list can be shared as a link and Back returns to the previous state.
 * Route files validate their search with `listSearchValidator`; it runs on every
 * navigation and is part of the first page's bundle, so it stays tiny and library-free.
 */

/** The page sizes a list offers; the largest is the API's own limit. */
export const PAGE_SIZES = [20, 50, 100, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The parts every list shares. Filters sit beside them, one string array per filter. */
export interface ListSearchBase {
  q?: string;
  offset?: number;
  limit?: number;
  /** A sort field, descending with a leading `-`, as the API's `order` takes it. */
  order?: string;
  /** The ids of the columns shown, in order; the list's defaults when absent. */
  columns?: string[];
}

export type ListSearch<F extends string = never> = ListSearchBase & { [K in F]?: string[] };

/** Any list's search, filters unknown: what a saved view stores and compares. */
export type AnyListSearch = ListSearchBase & Record<string, string | number | string[] | undefined>;

export interface ListSearchConfig<F extends string> {
  /** The fields the API sorts by. */
  sorts: readonly string[];
  /** Each filter's allowed values, or `null` for any id. */
  filters: { readonly [K in F]: readonly string[] | null };
}

const strings = (value: unknown, allowed: readonly string[] | null): string[] | undefined => {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string =>
      typeof item === 'string' && item !== '' && (!allowed || allowed.includes(item)),
  );
  return list.length ? [...new Set(list)] : undefined;
};

const whole = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
};

/**
 * A route's `validateSearch` for a list. Anything unusable (an unknown sort, a page size not
 * offered, a filter value that does not exist) is dropped rather than refused: an old or
 * hand-edited link still opens the list. Defaults are undefined, so links stay short.
 *
 * @example
 * validateSearch: listSearchValidator({ sorts: ['title'], filters: { status: STATUSES } })
 */
export function listSearchValidator<F extends string>(config: ListSearchConfig<F>) {
  return (raw: Record<string, unknown>): ListSearch<F> => {
    // Every key is set, unusable ones to undefined: the router passes a parent route's raw
    // search through, so a dropped value must be overridden, not merely left out.
    const search: ListSearchBase & Record<string, unknown> = {
      q: undefined,
      offset: undefined,
      limit: undefined,
      order: undefined,
      columns: undefined,
    };
    const q = typeof raw.q === 'string' ? raw.q.trim() : '';
    if (q) search.q = q;
    const offset = whole(raw.offset);
    if (offset) search.offset = offset;
    const limit = whole(raw.limit);
    if (limit && limit !== DEFAULT_PAGE_SIZE && (PAGE_SIZES as readonly number[]).includes(limit)) {
      search.limit = limit;
    }
    const order = typeof raw.order === 'string' ? raw.order : '';
    if (config.sorts.includes(order.replace(/^-/, ''))) search.order = order;
    const columns = strings(raw.columns, null);
    if (columns) search.columns = columns;
    for (const filter of Object.keys(config.filters) as F[]) {
      search[filter] = strings(raw[filter], config.filters[filter]);
    }
    return search as ListSearch<F>;
  };
}

import type { DataTag, InfiniteData, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { ClientError } from './errors.ts';

/**
 * Query keys are `[domain, tag, kind, ...]`: `['admin', 'products', 'list', {query}]`,
 * `['admin', 'products', 'detail', id, {query}]`, sub-resources under their parent's
 * detail (`['admin', 'products', 'detail', id, 'variants']`). Each part is a prefix of the
 * longer keys, so invalidating `['admin', 'products', 'list']` refreshes every product list.
 */
export function withQuery(key: readonly unknown[], query?: object): unknown[] {
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return defined.length > 0 ? [...key, Object.fromEntries(defined)] : [...key];
}

/** A query key tagged with the data and error type its query resolves to. */
export function queryKeyOf<TData>(
  key: readonly unknown[],
  query?: object,
): DataTag<QueryKey, TData, ClientError> {
  return withQuery(key, query) as unknown as DataTag<QueryKey, TData, ClientError>;
}

/** The key of the infinite (paged) variant of a list: the list key plus `'infinite'`. */
export function infiniteKeyOf<TData>(
  key: readonly unknown[],
  query?: object,
): DataTag<QueryKey, InfiniteData<TData, number>, ClientError> {
  return [...withQuery(key, query), 'infinite'] as unknown as DataTag<
    QueryKey,
    InfiniteData<TData, number>,
    ClientError
  >;
}

export function omitKeys(params: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !keys.includes(key)));
}

/** The records of a list page: its first array (`{ products: [...], count, … }`). */
function recordsOf(page: object): readonly unknown[] | undefined {
  return Object.values(page).find((value): value is unknown[] => Array.isArray(value));
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Offset paging: the offset of the page after `last`, or undefined when it was the last.
 * The envelope's `offset` and `limit` win; where the server leaves them out (Medusa v1's
 * admin variants send neither, issue 25) the request's are used: `requested` is this
 * page's offset (the page parameter) and `requestedLimit` the limit asked for. With a
 * `count`, paging goes on while offset + limit is below it. Without one (Medusa's return
 * reasons and shipping profiles answer the bare list), a short or empty page ends it, as
 * does a page longer than the limit (the server ignored paging and sent everything) or a
 * page that repeats the one before it (it ignored the offset).
 */
export function nextOffset(
  last: unknown,
  requested?: number,
  requestedLimit?: number,
  pages?: readonly unknown[],
): number | undefined {
  if (typeof last !== 'object' || last === null) return undefined;
  const page = last as { count?: unknown; offset?: unknown; limit?: unknown };
  const records = recordsOf(page);
  const offset = isCount(page.offset) ? page.offset : (requested ?? 0);
  const limit = isCount(page.limit) ? page.limit : requestedLimit;
  if (isCount(page.count)) {
    // Without a limit anywhere, the server's page size is what it sent.
    const size = limit ?? records?.length ?? 0;
    if (size <= 0) return undefined;
    const next = offset + size;
    return next < page.count ? next : undefined;
  }
  if (!records || records.length === 0) return undefined;
  if (limit === undefined || limit <= 0) return undefined;
  if (records.length !== limit) return undefined;
  const before = pages && pages.length > 1 ? pages[pages.length - 2] : undefined;
  if (before && typeof before === 'object' && samePage(recordsOf(before), records)) {
    return undefined;
  }
  return offset + limit;
}

/** Whether two pages hold the same records (compared by `id` where they have one). */
function samePage(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  if (!a || a.length !== b.length) return false;
  const key = (record: unknown) =>
    typeof record === 'object' && record !== null && 'id' in record
      ? String((record as { id: unknown }).id)
      : JSON.stringify(record);
  return a.every((record, index) => key(record) === key(b[index]));
}

export interface ResourceKeys {
  all: readonly [string, string];
  lists(): readonly unknown[];
  list(query?: object): readonly unknown[];
  details(): readonly unknown[];
  detail(id: string, query?: object): readonly unknown[];
}

export function resourceKeys(domain: string, tag: string): ResourceKeys {
  const all = [domain, tag] as const;
  return {
    all,
    lists: () => [...all, 'list'],
    list: (query) => withQuery([...all, 'list'], query),
    details: () => [...all, 'detail'],
    detail: (id, query) => withQuery([...all, 'detail', id], query),
  };
}

/** What `xQueryOptions()` returns: ready for useQuery, ensureQueryData and prefetching. */
export interface OperationQueryOptions<TData> {
  queryKey: DataTag<QueryKey, TData, ClientError>;
  queryFn: QueryFunction<TData, QueryKey>;
}

/** What `xInfiniteQueryOptions()` returns, paging by offset. */
export interface OperationInfiniteQueryOptions<TData> {
  queryKey: DataTag<QueryKey, InfiniteData<TData, number>, ClientError>;
  queryFn: QueryFunction<TData, QueryKey, number>;
  initialPageParam: number;
  getNextPageParam: (
    last: TData,
    pages: TData[],
    offset: number,
    offsets: number[],
  ) => number | undefined;
}

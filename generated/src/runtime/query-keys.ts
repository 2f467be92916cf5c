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

/** Offset paging: the next page starts at offset + limit while that is below count. */
export function nextOffset(last: unknown): number | undefined {
  const page = last as { count?: number; offset?: number; limit?: number };
  if (typeof page.count !== 'number' || typeof page.limit !== 'number' || page.limit <= 0) {
    return undefined;
  }
  const next = (page.offset ?? 0) + page.limit;
  return next < page.count ? next : undefined;
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
  getNextPageParam: (last: TData) => number | undefined;
}

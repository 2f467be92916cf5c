import type { QueryClient } from '@tanstack/react-query';

/** One mutation's entry of the generated invalidation map (generated/src/gen/invalidation.ts). */
export interface InvalidationRule {
  domain: 'admin' | 'store';
  tag: string;
  /** The path parameter that names the resource's detail, when the path has one. */
  detailParam: string | null;
  /** A delete of the resource itself: its detail is dropped, not refetched. */
  removesDetail: boolean;
  /** Other resources this mutation changes (`x-invalidates`), refreshed whole. */
  tags: readonly string[];
  /** The answer is `{cart}`: written into the cart's cache entry directly. */
  writesCart: boolean;
}

/** What a rule says beyond its resource; left out, a field keeps the default (lists only). */
export type InvalidationOptions = Partial<Omit<InvalidationRule, 'domain' | 'tag'>>;

/**
 * The rule maker of one resource, which each generated `<domain>/<tag>/invalidation.ts`
 * names once: `invalidationRules('admin', 'products')({ detailParam: 'id' })` is
 * `{ domain: 'admin', tag: 'products', detailParam: 'id', removesDetail: false, tags: [],
 * writesCart: false }`.
 */
export function invalidationRules(
  domain: InvalidationRule['domain'],
  tag: string,
): (options?: InvalidationOptions) => InvalidationRule {
  return (options = {}) => ({
    domain,
    tag,
    detailParam: options.detailParam ?? null,
    removesDetail: options.removesDetail ?? false,
    tags: options.tags ?? [],
    writesCart: options.writesCart ?? false,
  });
}

/** Batch job type -> the tags to refresh when a job of that type completes. */
export type BatchJobInvalidation = Record<string, readonly string[]>;

/**
 * Refreshes what a successful mutation touched: its resource's lists, its detail, and the
 * tags it names. Exact prefixes only, never the whole cache.
 */
export async function invalidateAfter(
  queryClient: QueryClient,
  rule: InvalidationRule,
  pathParams: object,
  data: unknown,
): Promise<void> {
  const { domain, tag } = rule;
  const params = pathParams as Record<string, unknown>;
  const id = rule.detailParam ? params[rule.detailParam] : undefined;
  const work: Promise<unknown>[] = [
    queryClient.invalidateQueries({ queryKey: [domain, tag, 'list'] }),
  ];
  const cart = rule.writesCart
    ? (data as { cart?: { id?: unknown } } | undefined)?.cart
    : undefined;
  if (cart && typeof cart.id === 'string') {
    queryClient.setQueryData([domain, tag, 'detail', cart.id], data);
  } else if (id !== undefined) {
    const detail = [domain, tag, 'detail', id];
    if (rule.removesDetail) queryClient.removeQueries({ queryKey: detail });
    else work.push(queryClient.invalidateQueries({ queryKey: detail }));
  }
  for (const other of rule.tags) {
    work.push(queryClient.invalidateQueries({ queryKey: [domain, other] }));
  }
  await Promise.all(work);
}

/** Refreshes what a completed batch job changed (e.g. a product-import: product lists). */
export async function invalidateAfterBatchJob(
  queryClient: QueryClient,
  relations: BatchJobInvalidation,
  jobType: string,
): Promise<void> {
  const tags = relations[jobType] ?? [];
  await Promise.all(tags.map((tag) => queryClient.invalidateQueries({ queryKey: ['admin', tag] })));
}

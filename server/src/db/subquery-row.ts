import type { Subquery } from 'drizzle-orm';

/**
 * Every column of a subquery as a nested selection: `select({ region: rowOf(regions) })`
 * reads whole rows of a joined subquery, as `select({ region })` does for a table. A domain
 * hands others such subqueries instead of its tables (server/README.md, "Domains").
 */
export function rowOf<T extends Subquery>(subquery: T): T['_']['selectedFields'] {
  // The subquery's own properties are its columns under its alias (`"live_region"."id"`).
  const columns = subquery as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(subquery._.selectedFields).map((name) => [name, columns[name]]),
  ) as T['_']['selectedFields'];
}

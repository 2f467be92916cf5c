import { asc, type Column, desc, type SQL } from 'drizzle-orm';
import { errors } from '../errors.ts';
import type { Comparison as ValueComparison } from './list-query.ts';

/*
 * The catalogue's and the regions' lists: the shared helpers of list-query.ts, except that
 * their `order` is trimmed and an empty one falls back to the default (list-query.ts's
 * `orderBy` refuses it); kept apart so neither group of lists changes behaviour.
 */

export { compare, containsPattern } from './list-query.ts';

/** Date comparisons (`created_at[gte]=…`) as the query string sends them. */
export type Comparison = ValueComparison<string>;

/**
 * `order=-created_at` as ORDER BY terms; `tie` breaks ties so pages never overlap. An
 * unknown field is the client's mistake (400), not silently ignored.
 */
export function orderBy(
  order: string | undefined,
  columns: Record<string, Column>,
  tie: Column,
  fallback: string,
): SQL[] {
  const spec = order?.trim() || fallback;
  const descending = spec.startsWith('-');
  const name = descending ? spec.slice(1) : spec;
  const column = columns[name];
  if (!column) {
    throw errors.invalidData(
      `query.order must be one of ${Object.keys(columns).join(', ')} (optionally with a leading -)`,
    );
  }
  return descending ? [desc(column), desc(tie)] : [asc(column), asc(tie)];
}

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

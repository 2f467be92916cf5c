import { and, asc, type Column, desc, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { errors } from '../errors.ts';

/*
 * Pieces every list of this slice shares: the `order` parameter, date and number
 * comparisons (`created_at[gte]=…`), and the list envelope of api-conventions.md.
 */

export interface Comparison<T> {
  lt?: T;
  gt?: T;
  lte?: T;
  gte?: T;
}

/** `created_at[gte]=…` and friends as SQL conditions on `column`. */
export function compare<T extends string | number>(
  column: Column,
  filter: Comparison<T> | undefined,
): SQL | undefined {
  if (!filter) return undefined;
  const value = (v: T) => (typeof v === 'string' ? new Date(v) : v);
  return and(
    filter.lt === undefined ? undefined : lt(column, value(filter.lt)),
    filter.gt === undefined ? undefined : gt(column, value(filter.gt)),
    filter.lte === undefined ? undefined : lte(column, value(filter.lte)),
    filter.gte === undefined ? undefined : gte(column, value(filter.gte)),
  );
}

/**
 * `order=-created_at` as ORDER BY terms over the columns a list allows; the id breaks ties
 * so pages never overlap. An unknown field is the client's mistake (400), not ignored.
 */
export function orderBy(
  order: string | undefined,
  columns: Record<string, Column>,
  id: Column,
  fallback = '-created_at',
): SQL[] {
  const spec = order ?? fallback;
  const descending = spec.startsWith('-');
  const name = descending ? spec.slice(1) : spec;
  const column = columns[name];
  if (!column) {
    throw errors.invalidData(
      `query.order must be one of ${Object.keys(columns).join(', ')} (optionally with a leading -)`,
    );
  }
  return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

/** A `%…%` pattern for ILIKE that matches the text literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The names of a list parameter: comma-separated (`expand=a,b`), or one per value where the
 * contract takes an array (`expand[]=a&expand[]=b`: the tax rate routes, as Medusa v1 has them).
 */
export function namesOf(value: string | readonly string[] | undefined): string[] {
  return [value ?? []]
    .flat()
    .flatMap((list) => list.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The names of `expand`, as a set. */
export function expansions(expand: string | readonly string[] | undefined): Set<string> {
  return new Set(namesOf(expand));
}

export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/**
 * An unknown id inside a request body. Path ids answer 404; an id the client put in the
 * body is bad input (400), which is also all that the create operations declare.
 */
export function unknownReference(resource: string, id: string) {
  return errors.invalidData(`${resource} with id: ${id} was not found`, 'unknown_reference');
}

/** A list's window: `limit`, `offset` and the `order` parameter. */
export interface Page {
  limit: number;
  offset: number;
  order?: string;
}

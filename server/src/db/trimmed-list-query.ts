import { and, asc, type Column, desc, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { errors } from '../../../errors.ts';

/*
 * List helpers shared by the catalogue and settings slice: `order`, date comparisons
 * (`created_at[gte]=…`) and literal ILIKE patterns (api-conventions.md, Requests).
 */

export interface Comparison {
  lt?: string;
  gt?: string;
  lte?: string;
  gte?: string;
}

export function compare(column: Column, filter: Comparison | undefined): SQL | undefined {
  if (!filter) return undefined;
  return and(
    filter.lt === undefined ? undefined : lt(column, new Date(filter.lt)),
    filter.gt === undefined ? undefined : gt(column, new Date(filter.gt)),
    filter.lte === undefined ? undefined : lte(column, new Date(filter.lte)),
    filter.gte === undefined ? undefined : gte(column, new Date(filter.gte)),
  );
}

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

/** A `%…%` pattern for ILIKE that matches the text literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

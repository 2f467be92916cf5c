import { asc, desc, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { errors } from '../errors.ts';

/*
 * The people lists' helpers (users, invites, roles, customers). Their `order` error names
 * the refused column, a message clients already see, so `orderBy` stays apart from
 * list-query.ts's; the search pattern is the shared one.
 */

/** `created_at[gte]=…` and friends (DateComparison of openapi/). */
export interface DateComparison {
  lt?: string;
  gt?: string;
  lte?: string;
  gte?: string;
}

export function dateConditions(column: PgColumn, filter: DateComparison | undefined): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  if (filter.lt) conditions.push(lt(column, new Date(filter.lt)));
  if (filter.gt) conditions.push(gt(column, new Date(filter.gt)));
  if (filter.lte) conditions.push(lte(column, new Date(filter.lte)));
  if (filter.gte) conditions.push(gte(column, new Date(filter.gte)));
  return conditions;
}

/**
 * The `order` query (api-conventions.md, Requests): a column name, `-` for descending; the
 * id breaks ties so pages never overlap. Unknown columns are a 400, not silently ignored.
 */
export function orderBy(
  order: string | undefined,
  columns: Record<string, PgColumn>,
  id: PgColumn,
  fallback = '-created_at',
): SQL[] {
  const value = order ?? fallback;
  const descending = value.startsWith('-');
  const name = descending ? value.slice(1) : value;
  const column = columns[name];
  if (!column) throw errors.invalidData(`query.order cannot sort by ${name}`);
  const direction = descending ? desc : asc;
  return [direction(column), direction(id)];
}

/** `%` and `_` in a search are literal text, not patterns (the pattern of every list). */
export { containsPattern as likePattern } from './list-query.ts';

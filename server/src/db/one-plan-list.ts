import { type SQL, sql } from 'drizzle-orm';

/*
 * A list placeholder for `= any(…)` in a statement built once (prepared-read.ts), written so
 * PostgreSQL keeps ONE plan for the statement. With a bare `= any($1)` each execution's
 * custom plan is priced for the list it is given (one id, or none) and always came out
 * cheaper than the generic plan (priced for a list of ten), so PostgreSQL planned the cart's
 * answer afresh at every call: about 1.5 ms of planning, seven times a checkout, a fifth of
 * PostgreSQL's CPU (pg_stat_statements; server/README.md, "Cart changes and checkout",
 * tenth pass). Behind `array(select unnest(…))` the list is a value neither plan can see,
 * both are priced alike, and after its five trial plans PostgreSQL keeps the generic one.
 * Same rows, same order: the index is still used (`= any` over the sub-select's array).
 */
export function oneGenericPlanList(name: string): SQL {
  return sql`array(select unnest(${sql.placeholder(name)}::text[]))`;
}

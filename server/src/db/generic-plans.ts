/*
 * The statements whose plan does not depend on their values: the ones built once
 * (prepared-read.ts), every one of them a read or write by ids (`= $1`, `= any($1)`), sent on
 * nearly every cart call. On PGlite each is planned once and that plan kept
 * (pglite-queries.ts); any other statement is planned for its values at every use, as
 * PostgreSQL's default does (a search's `ILIKE` or a list's offset needs the values to find
 * its index: with one plan for all values, the admin's search of 100 000 products took 1.1 s
 * instead of 70 ms). server/README.md, "Cart changes and checkout", ninth pass.
 */

const texts = new Set<string>();

/** `text` is planned once (a statement built once: a bounded set). */
export function planOnce(text: string): void {
  texts.add(text);
}

export function plannedOnce(text: string): boolean {
  return texts.has(text);
}

/*
 * Checks of the routes' search params, written out rather than valibot schemas: route
 * configs are in the first page's chunk, and valibot there cost about 2 KB gzip of a budget
 * of 150 (issue 23). They answer as the schemas they replace did (v.fallback(v.optional(…),
 * undefined) in an v.object): a value that does not fit reads as undefined, so an old or
 * hand-edited link still opens; a key the URL has is answered (undefined when dropped) and a
 * key it lacks is left out; keys no check names are dropped.
 */

/** One param's check: the value the router parsed from the URL in, the kept value out. */
export type SearchCheck<T> = (value: unknown) => T | undefined;

/** Text, trimmed; none when not a string or blank (`?q=42` parses as a number: none). */
export const searchText: SearchCheck<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : undefined;
};

/** A page number: an integer from 1 to 10,000 (the router parses `?page=2` as a number). */
export const searchPage: SearchCheck<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000
    ? value
    : undefined;

/** One of `choices`, exactly as written. */
export function searchChoice<const T extends string>(choices: readonly T[]): SearchCheck<T> {
  return (value) => ((choices as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

/**
 * A route's `validateSearch` from one check per param.
 *
 * @example
 * validateSearch: searchParams({ redirect: searchText })
 */
export function searchParams<C extends Record<string, SearchCheck<unknown>>>(
  checks: C,
): (search: Record<string, unknown>) => { [K in keyof C]?: ReturnType<C[K]> } {
  return (search) => {
    const kept: { [K in keyof C]?: ReturnType<C[K]> } = {};
    for (const key of Object.keys(checks) as (keyof C & string)[]) {
      if (key in search) kept[key] = checks[key]?.(search[key]) as ReturnType<C[keyof C]>;
    }
    return kept;
  };
}

/*
 * The domains from the bottom up: a domain may import the ones listed before it. An import
 * the other way is a back edge, the start of a cycle between domains.
 */
export const domainLayers = [
  'settings',
  'people',
  'catalog',
  'inventory',
  'promotions',
  'carts',
  'orders',
] as const;

/** Imports of a later domain by an earlier one, as `from-file -> to-domain`. */
export function backEdges(
  imports: { from: string; fromDomain: string | null; toDomain: string }[],
): string[] {
  const rank = (domain: string) => domainLayers.indexOf(domain as (typeof domainLayers)[number]);
  const edges = imports
    .filter(({ fromDomain, toDomain }) => fromDomain !== null && rank(fromDomain) < rank(toDomain))
    .map(({ from, toDomain }) => `${from} -> ${toDomain}`);
  return [...new Set(edges)].sort();
}

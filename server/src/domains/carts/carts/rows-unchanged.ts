/**
 * Whether the rows a refresh would write are already stored: the same contents (ids,
 * dates and order aside) and no metadata on the stored ones, which a rewrite would drop.
 * A refresh then keeps them instead of deleting and inserting them again: most changes of
 * a cart (an address, a payment session) leave every tax line and adjustment as it was.
 */
export function rowsUnchanged<Stored extends { metadata: unknown }, Wanted>(
  stored: readonly Stored[],
  wanted: readonly Wanted[],
  storedKey: (row: Stored) => string,
  wantedKey: (row: Wanted) => string,
): boolean {
  if (stored.length !== wanted.length) return false;
  if (stored.some((row) => row.metadata !== null)) return false;
  const left = stored.map(storedKey).sort();
  const right = wanted.map(wantedKey).sort();
  return left.every((key, i) => key === right[i]);
}

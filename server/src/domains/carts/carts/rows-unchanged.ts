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

/**
 * The owners (lines, shipping methods) among `owners` whose rows a refresh must rewrite:
 * those whose stored rows are not `rowsUnchanged` from the wanted ones. The others keep
 * theirs, so a change that touches one line (adding it) writes only that line's rows, and a
 * new line with none stored needs no delete.
 */
export function changedOwners<Stored extends { metadata: unknown }, Wanted>(
  owners: readonly string[],
  stored: readonly Stored[],
  wanted: readonly Wanted[],
  ownerOf: { stored: (row: Stored) => string; wanted: (row: Wanted) => string },
  key: { stored: (row: Stored) => string; wanted: (row: Wanted) => string },
): Set<string> {
  const changed = new Set<string>();
  for (const owner of owners) {
    const own = stored.filter((row) => ownerOf.stored(row) === owner);
    const want = wanted.filter((row) => ownerOf.wanted(row) === owner);
    if (!rowsUnchanged(own, want, key.stored, key.wanted)) changed.add(owner);
  }
  return changed;
}

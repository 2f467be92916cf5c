/** How a bulk action went: the rows it changed and, for each refusal, why. */
export interface BulkOutcome<Row> {
  succeeded: Row[];
  failed: { row: Row; error: unknown }[];
}

/** At most this many requests at once: enough to be quick, few enough not to flood the server. */
export const BULK_CONCURRENCY = 4;

/**
 * Runs `action` for every row and collects every outcome. One refusal does not stop the
 * others: the user learns exactly which rows were changed and which were not, and why.
 */
export async function runForEach<Row>(
  rows: readonly Row[],
  action: (row: Row) => Promise<unknown>,
  concurrency = BULK_CONCURRENCY,
): Promise<BulkOutcome<Row>> {
  const outcome: BulkOutcome<Row> = { succeeded: [], failed: [] };
  const results: (true | { error: unknown })[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      try {
        await action(rows[index] as Row);
        results[index] = true;
      } catch (error) {
        results[index] = { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  // Reported in the order the rows were selected, not the order the answers came.
  results.forEach((result, index) => {
    const row = rows[index] as Row;
    if (result === true) outcome.succeeded.push(row);
    else outcome.failed.push({ row, error: result.error });
  });
  return outcome;
}

/** One request for all rows (a batch endpoint): all succeed or all fail with its error. */
export async function runAll<Row>(
  rows: readonly Row[],
  action: (rows: readonly Row[]) => Promise<unknown>,
): Promise<BulkOutcome<Row>> {
  try {
    await action(rows);
    return { succeeded: [...rows], failed: [] };
  } catch (error) {
    return { succeeded: [], failed: rows.map((row) => ({ row, error })) };
  }
}

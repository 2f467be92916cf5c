/**
 * `Promise.all` for reads sent together in one round trip (issue 29, tenth pass) whose
 * refusals must keep the precedence they had when each waited for the one before: every
 * read is waited for, then the first error in the order given is thrown, not the first to
 * come (a read that refuses without asking PostgreSQL would otherwise win over one that
 * asked first).
 */
export async function readsTogether<T extends readonly unknown[] | []>(
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(reads);
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

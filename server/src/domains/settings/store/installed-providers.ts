import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { paymentProvider } from '../currencies/tables.ts';

/**
 * Writes each payment provider's `is_installed` (what the admin shows beside a region's
 * providers) from what this server's plugins take payments with (payments/providers.ts),
 * at start: an operator who switches `test-card` off sees it so. Rows already right are
 * left alone, so a start usually writes nothing.
 */
export async function recordInstalledPaymentProviders(
  db: Executor,
  installed: (id: string) => boolean,
): Promise<void> {
  for (const row of await db.select().from(paymentProvider)) {
    const now = installed(row.id);
    if (row.is_installed === now) continue;
    await db
      .update(paymentProvider)
      .set({ is_installed: now })
      .where(eq(paymentProvider.id, row.id));
  }
}

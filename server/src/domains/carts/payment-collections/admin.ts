import type { Metadata } from '../../../db/columns.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { paymentProvider } from '../../../payments/providers.ts';
import { deleteSession } from '../carts/sessions-repository.ts';
import { sessionsOfCollection, updateCollection } from './repository.ts';
import { loadCollection, type PaymentCollection, requireCollection } from './service.ts';

/*
 * The staff's side of payment collections: describe one, delete one that holds no
 * authorized money, or mark one authorized when it was paid outside the system. Each locks
 * the collection's row, as the shopper's session work does.
 */

const HOLDS_MONEY = ['authorized', 'partially_authorized'];

export async function describeCollection(
  db: Executor,
  id: string,
  input: { description?: string | undefined; metadata?: Metadata | undefined },
): Promise<PaymentCollection> {
  return withTransaction(db, async (tx) => {
    await requireCollection(tx, id, true);
    await updateCollection(tx, id, {
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
    });
    return loadCollection(tx, await requireCollection(tx, id, true));
  });
}

/** Soft-deletes the collection after closing its open sessions with their providers. */
export async function deleteCollection(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const row = await requireCollection(tx, id, true);
    if (HOLDS_MONEY.includes(row.status)) {
      throw errors.notAllowed(
        `Payment collection ${id} is ${row.status} and cannot be deleted`,
        'payment_collection_authorized',
      );
    }
    for (const session of await sessionsOfCollection(tx, id)) {
      await paymentProvider(session.provider_id).cancel(session.data);
      await deleteSession(tx, session.id);
    }
    await updateCollection(tx, id, { deleted_at: new Date() });
  });
}

/** AdminAuthorizePaymentCollection: staff say the whole amount is secured. */
export async function markCollectionAuthorized(
  db: Executor,
  id: string,
): Promise<PaymentCollection> {
  return withTransaction(db, async (tx) => {
    const row = await requireCollection(tx, id, true);
    if (row.status === 'authorized' || row.status === 'canceled') {
      throw errors.notAllowed(
        `Payment collection ${id} is ${row.status} and cannot be marked authorized`,
        `payment_collection_${row.status}`,
      );
    }
    await updateCollection(tx, id, { status: 'authorized', authorized_amount: row.amount });
    return loadCollection(tx, await requireCollection(tx, id, true));
  });
}

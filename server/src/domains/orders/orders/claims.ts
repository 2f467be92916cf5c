import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import { notify } from '../../../notifications/notify.ts';
import { customerAccounts, guestCustomerIds, hashToken, randomToken } from '../../people/index.ts';
import { order, orderClaimToken } from './tables.ts';

/*
 * Claiming guest orders (StoreRequestCustomerOrders, StoreConfirmCustomerOrders): the
 * signed-in customer names orders placed as a guest; a token is sent to each email those
 * orders were placed with, and whoever reads that mailbox confirms the claim, which moves
 * the orders to the customer. Knowing an order id is not enough to take an order.
 */

/** A claim token is good for this long: it travels by email. */
const CLAIM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export async function requestOrderClaim(
  request: FastifyRequest,
  customerId: string,
  orderIds: string[],
): Promise<void> {
  const db = request.server.db;
  const ids = [...new Set(orderIds)];
  const accounts = customerAccounts(db);
  const rows = await db
    .select({ id: order.id, email: order.email, has_account: accounts.has_account })
    .from(order)
    .innerJoin(accounts, eq(accounts.id, order.customer_id))
    .where(inArray(order.id, ids));
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw errors.notFound('Order', missing);
  if (rows.some((row) => row.has_account)) {
    throw errors.notAllowed(
      'Orders that already belong to an account cannot be claimed',
      'order_has_account',
    );
  }
  const byEmail = new Map<string, string[]>();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);
  const claims = [...byEmail].map(([email, ids]) => ({ email, ids, token: randomToken() }));
  await withTransaction(db, async (tx) => {
    await tx.insert(orderClaimToken).values(
      claims.map((claim) => ({
        id: newId('oclaim'),
        token_hash: hashToken(claim.token),
        customer_id: customerId,
        email: claim.email,
        order_ids: claim.ids,
        expires_at: new Date(Date.now() + CLAIM_TOKEN_TTL_MS),
      })),
    );
  });
  // After the commit. The token goes to the provider only: the notification keeps no copy.
  for (const claim of claims) {
    await notify(request, {
      event_name: 'order-update-token.created',
      resource_type: 'order',
      resource_id: claim.ids[0] as string,
      customer_id: customerId,
      to: claim.email,
      data: { old_email: claim.email, new_customer_id: customerId, orders: claim.ids },
      secret: { token: claim.token },
    });
  }
}

/** Moves the token's orders (those still with a guest) to the customer who asked. */
export async function confirmOrderClaim(db: Executor, token: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [claim] = await tx
      .select()
      .from(orderClaimToken)
      .where(
        and(
          eq(orderClaimToken.token_hash, hashToken(token)),
          isNull(orderClaimToken.used_at),
          gt(orderClaimToken.expires_at, new Date()),
        ),
      )
      .for('update');
    if (!claim) {
      throw createError(
        'invalid_data',
        'The token is invalid or has expired',
        400,
        'invalid_token',
      );
    }
    const guests = guestCustomerIds(tx);
    await tx
      .update(order)
      .set({ customer_id: claim.customer_id, updated_at: new Date() })
      .where(and(inArray(order.id, claim.order_ids), inArray(order.customer_id, guests)));
    await tx
      .update(orderClaimToken)
      .set({ used_at: new Date() })
      .where(eq(orderClaimToken.id, claim.id));
  });
}

import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import { paymentProvider, paymentProviderInstalled } from '../../../payments/providers.ts';
import { paymentProviderIdsOfRegion, type RegionRow, regionsById } from '../../settings/index.ts';
import { cartTotal } from './cart-total.ts';
import type { CartContents } from './contents.ts';
import { changeCart } from './mutate.ts';
import { refreshReads } from './refresh-reads.ts';
import {
  deleteSession,
  insertSession,
  insertSessions,
  selectSession,
  sessionsOfCart,
  updateSession,
} from './sessions-repository.ts';
import type { CartRow, PaymentSessionRow } from './tables.ts';
import type { Cart } from './wire.ts';

/*
 * A cart's payment sessions: one per payment provider of its region, each opened with the
 * provider's plugin (payments/). The selected one is authorized when the cart completes.
 * A session's amount follows the cart's total (refresh.ts).
 */

/** The region's providers that take payments here (`test-card` may be switched off). */
export async function regionProviderIds(db: Executor, regionId: string): Promise<string[]> {
  const ids = await paymentProviderIdsOfRegion(db, regionId);
  return ids.filter((id) => paymentProviderInstalled(id));
}

async function paymentContext(
  tx: Executor,
  cart: CartRow,
  known?: { contents: CartContents; region: RegionRow | undefined },
) {
  const [region, amount] = await Promise.all([
    known ? known.region : regionsById(tx, [cart.region_id]).then(([row]) => row),
    cartTotal(tx, cart, known?.contents),
  ]);
  return {
    amount,
    currency_code: region?.currency_code ?? '',
    resource_id: cart.id,
    email: cart.email,
  };
}

async function cancelSession(tx: Executor, session: PaymentSessionRow): Promise<void> {
  await paymentProvider(session.provider_id).cancel(session.data);
  await deleteSession(tx, session.id);
}

/** Cancels and deletes every session of the cart (its region changed, or nothing is due). */
export async function cancelSessions(tx: Executor, cartId: string): Promise<void> {
  for (const session of await sessionsOfCart(tx, cartId)) await cancelSession(tx, session);
}

async function requireSession(
  tx: Executor,
  cartId: string,
  providerId: string,
): Promise<PaymentSessionRow> {
  const session = (await sessionsOfCart(tx, cartId)).find((s) => s.provider_id === providerId);
  if (!session) {
    throw createError(
      'not_found',
      `Cart ${cartId} has no payment session with provider ${providerId}`,
    );
  }
  return session;
}

export async function createPaymentSessions(db: Executor, cartId: string): Promise<Cart> {
  return changeCart(db, cartId, async (tx, cart) => {
    // The cart's own rows (its lines, for the total, and its sessions) and its region in
    // one statement (refresh-reads.ts), with the region's providers (issue 29).
    const [reads, providers] = await Promise.all([
      refreshReads(tx, cart),
      regionProviderIds(tx, cart.region_id),
    ]);
    const { contents, region } = reads;
    if (contents.items.length === 0) {
      throw errors.notAllowed('A cart without items cannot be paid', 'cart_empty');
    }
    const context = await paymentContext(tx, cart, { contents, region });
    const { sessions } = contents;
    for (const session of sessions) {
      // Nothing is due when gift cards cover the whole cart.
      if (!providers.includes(session.provider_id) || context.amount === 0) {
        await cancelSession(tx, session);
      }
    }
    if (context.amount === 0) return undefined;
    // One statement for all the new sessions.
    const added = [];
    for (const providerId of providers) {
      if (sessions.some((s) => s.provider_id === providerId)) continue;
      added.push({
        id: newId('ps'),
        cart_id: cart.id,
        provider_id: providerId,
        is_selected: false,
        is_initiated: true,
        status: 'pending' as const,
        data: await paymentProvider(providerId).initiate(context),
        amount: context.amount,
      });
    }
    const inserted = await insertSessions(tx, added);
    // The sessions now open: those kept above and the new ones, as stored.
    const kept = sessions.filter((s) => providers.includes(s.provider_id));
    let open = [...kept, ...inserted];
    const [only] = open;
    if (open.length === 1 && only && !only.is_selected) {
      open = await selectSession(tx, cart.id, only.provider_id);
    }
    // The refresh goes on from what was read and written here instead of reading the cart
    // again (issue 29, tenth pass), when the sessions' order (the provider's, as
    // PostgreSQL sorts it) is known: the kept ones' or the new ones' (the region's providers
    // in that order), not a mix of both.
    if (kept.length > 0 && inserted.length > 0) return undefined;
    return { contents: { ...contents, sessions: open }, reads };
  });
}

export async function selectPaymentSession(
  db: Executor,
  cartId: string,
  providerId: string,
): Promise<Cart> {
  return changeCart(db, cartId, async (tx, cart) => {
    // The sessions come with the refresh's reads, handed on to it with the sessions as
    // written: the refresh does not read the cart again (issue 29, tenth pass).
    const reads = await refreshReads(tx, cart);
    const { contents } = reads;
    if (!contents.sessions.some((s) => s.provider_id === providerId)) {
      throw errors.invalidData(
        `Cart ${cart.id} has no payment session with provider ${providerId}; create the payment sessions first`,
        'payment_session_not_found',
      );
    }
    const written = new Map(
      (await selectSession(tx, cart.id, providerId)).map((row) => [row.id, row]),
    );
    const sessions = contents.sessions.map((session) => written.get(session.id) ?? session);
    return { contents: { ...contents, sessions }, reads };
  });
}

export async function updatePaymentSession(
  db: Executor,
  cartId: string,
  providerId: string,
  data: Record<string, unknown>,
): Promise<Cart> {
  return changeCart(db, cartId, async (tx, cart) => {
    const session = await requireSession(tx, cart.id, providerId);
    if (session.status === 'authorized') {
      throw errors.notAllowed(
        'An authorized payment session cannot be changed',
        'session_authorized',
      );
    }
    await updateSession(tx, session.id, {
      data: await paymentProvider(providerId).updateData(session.data, data),
      // New data (another card) gets a new authorization attempt.
      status: 'pending',
    });
  });
}

export async function deletePaymentSession(
  db: Executor,
  cartId: string,
  providerId: string,
): Promise<Cart> {
  return changeCart(db, cartId, async (tx, cart) => {
    await cancelSession(tx, await requireSession(tx, cart.id, providerId));
  });
}

/** Replaces the provider's session by a new one for the current total (keeping selection). */
export async function refreshPaymentSession(
  db: Executor,
  cartId: string,
  providerId: string,
): Promise<Cart> {
  return changeCart(db, cartId, async (tx, cart) => {
    const session = await requireSession(tx, cart.id, providerId);
    await cancelSession(tx, session);
    const context = await paymentContext(tx, cart);
    await insertSession(tx, {
      id: newId('ps'),
      cart_id: cart.id,
      provider_id: providerId,
      is_selected: session.is_selected,
      is_initiated: true,
      status: 'pending',
      data: await paymentProvider(providerId).initiate(context),
      amount: context.amount,
    });
  });
}

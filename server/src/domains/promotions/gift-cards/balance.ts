import type { Tx } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findGiftCard, updateGiftCard } from './repository.ts';

/*
 * Spending a gift card at checkout. The card's row is locked for the rest of the caller's
 * transaction, so two checkouts redeeming one card at once take turns and the second sees
 * the balance the first left: the balance never goes below 0, and the order and the
 * balance change commit or roll back together.
 */

export interface GiftCardConsumption {
  /** What was taken off the card, at most the amount asked for and at most its balance. */
  used: number;
  /** The balance left on the card. */
  balance: number;
}

export async function consumeGiftCardBalance(
  tx: Tx,
  id: string,
  amount: number,
  now: Date = new Date(),
): Promise<GiftCardConsumption> {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw errors.invalidData('A gift card amount must be a whole number of minor units, 0 or more');
  }
  const card = await findGiftCard(tx, id, true);
  if (!card) throw errors.notFound('Gift card', id);
  if (card.is_disabled) throw errors.notAllowed(`Gift card ${card.code} is disabled`);
  if (card.ends_at && card.ends_at <= now) {
    throw errors.notAllowed(`Gift card ${card.code} has expired`);
  }
  const used = Math.min(amount, card.balance);
  if (used === 0) return { used, balance: card.balance };
  const updated = await updateGiftCard(tx, id, { balance: card.balance - used });
  return { used, balance: updated.balance };
}

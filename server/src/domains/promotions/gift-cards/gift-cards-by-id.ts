import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type GiftCardRow, giftCard } from './tables.ts';

/** The gift cards with these ids, deleted ones too (an order shows the cards that paid it). */
export async function giftCardsById(db: Executor, ids: readonly string[]): Promise<GiftCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(giftCard)
    .where(inArray(giftCard.id, [...ids]));
}

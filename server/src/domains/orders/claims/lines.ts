import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { insertItem } from '../../carts/index.ts';
import { liveVariantsWithProducts } from '../../catalog/index.ts';
import { type ClaimReason, claimImage, claimItem, claimItemTags, claimTag } from './tables.ts';

/*
 * The rows a claim owns: what was claimed (with images and tags) and, for a replacement,
 * the new lines sent at price 0.
 */

export interface ClaimItemInput {
  item_id: string;
  quantity: number;
  note?: string | undefined;
  reason?: ClaimReason | undefined;
  tags?: string[] | undefined;
  images?: string[] | undefined;
}

/** The claim tag with this value, made when there is none. */
export async function tagFor(db: Executor, value: string): Promise<string> {
  const [found] = await db
    .select({ id: claimTag.id })
    .from(claimTag)
    .where(and(eq(claimTag.value, value), isNull(claimTag.deleted_at)));
  if (found) return found.id;
  const [created] = await db
    .insert(claimTag)
    .values({ id: newId('ctag'), value })
    .returning({ id: claimTag.id });
  if (!created) throw new Error('INSERT … RETURNING gave no row');
  return created.id;
}

export async function insertClaimItems(
  db: Executor,
  claimId: string,
  items: readonly ClaimItemInput[],
  variantOf: ReadonlyMap<string, string | null>,
): Promise<void> {
  for (const item of items) {
    const variantId = variantOf.get(item.item_id);
    if (!variantId) {
      throw errors.invalidData(
        `Line item ${item.item_id} has no variant and cannot be claimed`,
        'claim_item_without_variant',
      );
    }
    const id = newId('citm');
    await db.insert(claimItem).values({
      id,
      claim_order_id: claimId,
      item_id: item.item_id,
      variant_id: variantId,
      reason: item.reason ?? 'other',
      note: item.note ?? null,
      quantity: item.quantity,
    });
    for (const url of item.images ?? []) {
      await db.insert(claimImage).values({ id: newId('cimg'), claim_item_id: id, url });
    }
    for (const value of new Set(item.tags ?? [])) {
      await db.insert(claimItemTags).values({ item_id: id, tag_id: await tagFor(db, value) });
    }
  }
}

/** Replacement lines: the variants' titles, price 0, owned by the claim. */
export async function insertReplacementLines(
  db: Executor,
  claimId: string,
  items: readonly { variant_id: string; quantity: number }[],
): Promise<void> {
  if (items.length === 0) return;
  const ids = [...new Set(items.map((item) => item.variant_id))];
  const variants = await liveVariantsWithProducts(db, ids);
  for (const item of items) {
    const found = variants.find((v) => v.variant.id === item.variant_id);
    if (!found) throw unknownReference('Product variant', item.variant_id);
    await insertItem(db, {
      id: newId('item'),
      claim_order_id: claimId,
      title: found.product.title,
      description: found.variant.title,
      thumbnail: found.product.thumbnail,
      unit_price: 0,
      variant_id: found.variant.id,
      product_id: found.product.id,
      quantity: item.quantity,
      has_shipping: false,
      allow_discounts: false,
      should_merge: false,
    });
  }
}

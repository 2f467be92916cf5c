import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findCurrencies, findLiveRegions } from '../../settings/index.ts';
import { moneyAmount, productVariant } from '../products/tables.ts';

/*
 * Writes of a price list's prices, in the caller's transaction (with the list's row
 * locked). A price names a live variant and a region (it takes the region's currency) or a
 * currency; its quantity tier is min_quantity..max_quantity, both ends included.
 */

export interface ListPriceInput {
  id?: string;
  amount: number;
  variant_id: string;
  currency_code?: string;
  region_id?: string;
  min_quantity?: number | null;
  max_quantity?: number | null;
}

type PriceValues = Omit<typeof moneyAmount.$inferInsert, 'created_at' | 'updated_at'> & {
  id: string;
};

/** Checks every reference of the batch with one query per kind; answers the rows to write. */
async function resolve(
  tx: Executor,
  listId: string,
  inputs: ListPriceInput[],
): Promise<PriceValues[]> {
  const variantIds = [...new Set(inputs.map((p) => p.variant_id))];
  const regionIds = [...new Set(inputs.flatMap((p) => (p.region_id ? [p.region_id] : [])))];
  const codes = [
    ...new Set(inputs.flatMap((p) => (p.currency_code ? [p.currency_code.toLowerCase()] : []))),
  ];
  const [variants, regions, currencies] = await Promise.all([
    tx
      .select({ id: productVariant.id })
      .from(productVariant)
      .where(and(inArray(productVariant.id, variantIds), isNull(productVariant.deleted_at))),
    findLiveRegions(tx, regionIds),
    findCurrencies(tx, codes),
  ]);
  const liveVariants = new Set(variants.map((v) => v.id));
  return inputs.map((input) => {
    if (!liveVariants.has(input.variant_id)) throw unknownReference('Variant', input.variant_id);
    let code = input.currency_code?.toLowerCase();
    if (input.region_id) {
      const found = regions.find((r) => r.id === input.region_id);
      if (!found) throw unknownReference('Region', input.region_id);
      code = found.currency_code;
    } else if (!code) {
      throw errors.invalidData('A price needs a currency_code or a region_id');
    } else if (!currencies.some((c) => c.code === code)) {
      throw unknownReference('Currency', code);
    }
    const min = input.min_quantity ?? null;
    const max = input.max_quantity ?? null;
    if (min !== null && max !== null && min > max) {
      throw errors.invalidData(
        `min_quantity (${min}) must not be greater than max_quantity (${max})`,
      );
    }
    return {
      id: input.id ?? newId('ma'),
      price_list_id: listId,
      variant_id: input.variant_id,
      currency_code: code as string,
      region_id: input.region_id ?? null,
      amount: input.amount,
      min_quantity: min,
      max_quantity: max,
    };
  });
}

/** Ids the client gave back must be prices of this list (400 otherwise, nothing written). */
async function requireOwnIds(tx: Executor, listId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const own = await tx
    .select({ id: moneyAmount.id })
    .from(moneyAmount)
    .where(
      and(
        inArray(moneyAmount.id, ids),
        eq(moneyAmount.price_list_id, listId),
        isNull(moneyAmount.deleted_at),
      ),
    );
  const found = new Set(own.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw unknownReference(`Price of price list ${listId}`, missing);
}

/**
 * Adds prices to a list; a price with an `id` updates that price of the list. With
 * `replace`, the list's other prices of the batch's variants go first (the batch becomes
 * those variants' prices in the list).
 */
export async function writeListPrices(
  tx: Executor,
  listId: string,
  inputs: ListPriceInput[],
  replace = false,
): Promise<void> {
  if (inputs.length === 0) return;
  const givenIds = inputs.flatMap((p) => (p.id ? [p.id] : []));
  if (new Set(givenIds).size !== givenIds.length) {
    throw errors.invalidData('A price id appears twice in the batch');
  }
  await requireOwnIds(tx, listId, givenIds);
  const rows = await resolve(tx, listId, inputs);
  if (replace) {
    const variantIds = [...new Set(rows.map((row) => row.variant_id))];
    await tx
      .delete(moneyAmount)
      .where(
        and(
          eq(moneyAmount.price_list_id, listId),
          or(
            inArray(moneyAmount.variant_id, variantIds),
            givenIds.length ? inArray(moneyAmount.id, givenIds) : undefined,
          ),
        ),
      );
    await tx.insert(moneyAmount).values(rows);
    return;
  }
  const given = new Set(givenIds);
  for (const { id, ...values } of rows.filter((row) => given.has(row.id))) {
    await tx
      .update(moneyAmount)
      .set({ ...values, updated_at: new Date() })
      .where(eq(moneyAmount.id, id));
  }
  const added = rows.filter((row) => !given.has(row.id));
  if (added.length) await tx.insert(moneyAmount).values(added);
}

/** Deletes prices of a list chosen by id, variant or product; answers the deleted ids. */
export async function deleteListPrices(
  tx: Executor,
  listId: string,
  which: { ids: string[] } | { variantId: string } | { productId: string },
): Promise<string[]> {
  const chosen =
    'ids' in which
      ? inArray(moneyAmount.id, which.ids)
      : 'variantId' in which
        ? eq(moneyAmount.variant_id, which.variantId)
        : inArray(
            moneyAmount.variant_id,
            tx
              .select({ id: productVariant.id })
              .from(productVariant)
              .where(eq(productVariant.product_id, which.productId)),
          );
  if ('ids' in which) await requireOwnIds(tx, listId, [...new Set(which.ids)]);
  const rows = await tx
    .delete(moneyAmount)
    .where(and(eq(moneyAmount.price_list_id, listId), chosen))
    .returning({ id: moneyAmount.id });
  return rows.map((row) => row.id);
}

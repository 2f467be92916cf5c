import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findCurrencies, findLiveRegions } from '../../settings/index.ts';
import {
  moneyAmount,
  productCategory,
  productCategoryProduct,
  productCollection,
  productImage,
  productOptionValue,
  productTag,
  productTags,
  productType,
} from './tables.ts';

/*
 * Building blocks of product writes; callers run them inside one transaction.
 */

/** `Blue Shirt!` -> `blue-shirt`, the default handle of a product or collection. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

/** The unique-index violation of PostgreSQL, wherever the driver put its code. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A type by id, else by value, else a new one. */
export async function upsertType(
  tx: Executor,
  input: { id?: string; value: string },
): Promise<string> {
  if (input.id) {
    const [row] = await tx.select().from(productType).where(eq(productType.id, input.id));
    if (row) return row.id;
  }
  const [byValue] = await tx
    .select()
    .from(productType)
    .where(and(eq(productType.value, input.value), isNull(productType.deleted_at)));
  if (byValue) return byValue.id;
  const id = newId('ptyp');
  await tx.insert(productType).values({ id, value: input.value });
  return id;
}

/** Tags by id, else by value (created when new); replaces the product's tags. */
export async function setTags(
  tx: Executor,
  productId: string,
  tags: Array<{ id?: string; value: string }>,
): Promise<void> {
  const ids: string[] = [];
  for (const tag of tags) {
    let id: string | undefined;
    if (tag.id) {
      [{ id } = { id: undefined }] = await tx
        .select({ id: productTag.id })
        .from(productTag)
        .where(eq(productTag.id, tag.id));
    }
    if (!id) {
      [{ id } = { id: undefined }] = await tx
        .select({ id: productTag.id })
        .from(productTag)
        .where(and(eq(productTag.value, tag.value), isNull(productTag.deleted_at)));
    }
    if (!id) {
      id = newId('ptag');
      await tx.insert(productTag).values({ id, value: tag.value });
    }
    if (!ids.includes(id)) ids.push(id);
  }
  await tx.delete(productTags).where(eq(productTags.product_id, productId));
  if (ids.length) {
    await tx
      .insert(productTags)
      .values(ids.map((product_tag_id) => ({ product_id: productId, product_tag_id })));
  }
}

export async function setCategories(tx: Executor, productId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const found = await tx
      .select({ id: productCategory.id })
      .from(productCategory)
      .where(inArray(productCategory.id, unique));
    const missing = unique.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined)
      throw errors.invalidData(`Product category with id: ${missing} does not exist`);
  }
  await tx.delete(productCategoryProduct).where(eq(productCategoryProduct.product_id, productId));
  if (unique.length) {
    await tx
      .insert(productCategoryProduct)
      .values(
        unique.map((product_category_id) => ({ product_category_id, product_id: productId })),
      );
  }
}

export async function checkCollection(tx: Executor, id: string | null | undefined): Promise<void> {
  // `''` is an id like any other, one no collection has: refused below, not written.
  if (id === null || id === undefined) return;
  const [row] = await tx
    .select({ id: productCollection.id })
    .from(productCollection)
    .where(and(eq(productCollection.id, id), isNull(productCollection.deleted_at)));
  if (!row) throw errors.invalidData(`Product collection with id: ${id} does not exist`);
}

export async function setImages(tx: Executor, productId: string, urls: string[]): Promise<void> {
  await tx.delete(productImage).where(eq(productImage.product_id, productId));
  if (urls.length) {
    await tx
      .insert(productImage)
      .values(urls.map((url, rank) => ({ id: newId('img'), product_id: productId, url, rank })));
  }
}

export interface PriceInput {
  id?: string;
  region_id?: string;
  currency_code?: string;
  amount: number;
  min_quantity?: number;
  max_quantity?: number;
}

/**
 * Replaces a variant's default prices (its price lists' prices stay). A region price takes
 * the region's currency; a currency price needs a known currency code. Ids given are kept
 * so clients can track prices.
 */
export async function setPrices(
  tx: Executor,
  variantId: string,
  prices: PriceInput[],
): Promise<void> {
  const regionIds = [...new Set(prices.flatMap((p) => (p.region_id ? [p.region_id] : [])))];
  const regions = await findLiveRegions(tx, regionIds);
  const codes = [
    ...new Set(prices.flatMap((p) => (p.currency_code ? [p.currency_code.toLowerCase()] : []))),
  ];
  const currencies = await findCurrencies(tx, codes);
  const rows = prices.map((price) => {
    let code = price.currency_code?.toLowerCase();
    if (price.region_id) {
      const found = regions.find((r) => r.id === price.region_id);
      if (!found) throw errors.invalidData(`Region with id: ${price.region_id} does not exist`);
      code = found.currency_code;
    } else if (!code) {
      throw errors.invalidData('A price needs a currency_code or a region_id');
    } else if (!currencies.some((c) => c.code === code)) {
      throw errors.invalidData(`Currency with code: ${code} does not exist`);
    }
    return {
      id: price.id ?? newId('ma'),
      variant_id: variantId,
      currency_code: code as string,
      region_id: price.region_id ?? null,
      amount: price.amount,
      min_quantity: price.min_quantity ?? null,
      max_quantity: price.max_quantity ?? null,
    };
  });
  await refuseForeignPriceIds(
    tx,
    variantId,
    rows.map((row) => row.id),
  );
  await tx
    .delete(moneyAmount)
    .where(and(eq(moneyAmount.variant_id, variantId), isNull(moneyAmount.price_list_id)));
  if (rows.length) await tx.insert(moneyAmount).values(rows);
}

/** A price id given back must be one of the variant's own default prices, not a list's. */
async function refuseForeignPriceIds(tx: Executor, variantId: string, ids: string[]) {
  if (ids.length === 0) return;
  const taken = await tx
    .select({
      id: moneyAmount.id,
      variant_id: moneyAmount.variant_id,
      price_list_id: moneyAmount.price_list_id,
    })
    .from(moneyAmount)
    .where(inArray(moneyAmount.id, ids));
  const foreign = taken.find((row) => row.variant_id !== variantId || row.price_list_id !== null);
  if (foreign) {
    throw errors.invalidData(
      `Price with id: ${foreign.id} is not a default price of variant ${variantId}`,
    );
  }
}

/** Replaces a variant's option values ({option_id, value}). */
export async function setOptionValues(
  tx: Executor,
  variantId: string,
  values: Array<{ option_id: string; value: string }>,
): Promise<void> {
  await tx.delete(productOptionValue).where(eq(productOptionValue.variant_id, variantId));
  if (values.length) {
    await tx.insert(productOptionValue).values(
      values.map((v) => ({
        id: newId('optval'),
        option_id: v.option_id,
        variant_id: variantId,
        value: v.value,
      })),
    );
  }
}

export const touch = () => ({ updated_at: sql`now()` });

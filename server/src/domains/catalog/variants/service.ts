import { and, eq, isNull, max } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { port } from '../../port.ts';
import { product, productOption, productOptionValue, productVariant } from '../products/tables.ts';
import {
  isUniqueViolation,
  type PriceInput,
  setOptionValues,
  setPrices,
} from '../products/writes.ts';

/*
 * Variant writes of a product (AdminCreateProductVariant and friends, and the variants of
 * product create/update). A variant holds one value per option of its product, and no two
 * variants of a product share the same combination.
 */

type StockedVariant = { id: string; sku: string | null; title: string };

/** The inventory a variant draws on: its item, its stock at the default location. */
export interface VariantStock {
  ensureVariantItem(db: Executor, variant: StockedVariant): Promise<string>;
  setDefaultLocationStock(db: Executor, variant: StockedVariant, quantity: number): Promise<void>;
  refreshVariantStock(db: Executor, variantIds: readonly string[]): Promise<unknown>;
}

/** Provided by the inventory domain, which builds on the catalogue. */
export const variantStock = port<VariantStock>('variantStock');

/**
 * The title a variant's new inventory item gets: the product's and the variant's, as
 * "Medusa T-Shirt · S / Black", since a variant title alone ("S / Black") names no product
 * in the inventory and reservation lists. A variant titled like its product adds nothing.
 */
export function inventoryItemTitle(productTitle: string, variantTitle: string): string {
  const variant = variantTitle.trim();
  if (!variant || variant === productTitle) return productTitle;
  return `${productTitle} · ${variant}`;
}

/** The variant as its inventory item is made from it, its product's title read once. */
async function stockedVariant(
  tx: Executor,
  productId: string,
  variant: { id: string; sku: string | null; title: string },
): Promise<StockedVariant> {
  const [row] = await tx
    .select({ title: product.title })
    .from(product)
    .where(eq(product.id, productId));
  return { ...variant, title: inventoryItemTitle(row?.title ?? '', variant.title) };
}

export interface VariantInput {
  id?: string;
  title?: string;
  sku?: string | null;
  ean?: string | null;
  upc?: string | null;
  barcode?: string | null;
  hs_code?: string | null;
  inventory_quantity?: number;
  allow_backorder?: boolean;
  manage_inventory?: boolean;
  weight?: number | null;
  length?: number | null;
  height?: number | null;
  width?: number | null;
  origin_country?: string | null;
  mid_code?: string | null;
  material?: string | null;
  metadata?: Record<string, unknown> | null;
  prices?: PriceInput[];
  options?: Array<{ option_id?: string; value: string }>;
}

/** Option values by option id; positional values (product create) map onto the options. */
async function resolveOptions(
  tx: Executor,
  productId: string,
  options: Array<{ option_id?: string; value: string }>,
): Promise<Array<{ option_id: string; value: string }>> {
  const productOptions = await tx
    .select()
    .from(productOption)
    .where(and(eq(productOption.product_id, productId), isNull(productOption.deleted_at)))
    .orderBy(productOption.created_at, productOption.id);
  return options.map((option, index) => {
    const id = option.option_id ?? productOptions[index]?.id;
    if (!id || !productOptions.some((o) => o.id === id)) {
      throw errors.invalidData(
        option.option_id
          ? `Product option with id: ${option.option_id} does not belong to product ${productId}`
          : 'A variant has more option values than the product has options',
      );
    }
    return { option_id: id, value: option.value };
  });
}

async function checkUniqueCombination(
  tx: Executor,
  productId: string,
  variantId: string,
  values: Array<{ option_id: string; value: string }>,
): Promise<void> {
  if (values.length === 0) return;
  const key = (list: Array<{ option_id: string; value: string }>) =>
    list
      .map((v) => `${v.option_id}=${v.value}`)
      .sort()
      .join('|');
  const rows = await tx
    .select({
      variant_id: productOptionValue.variant_id,
      option_id: productOptionValue.option_id,
      value: productOptionValue.value,
    })
    .from(productOptionValue)
    .innerJoin(productVariant, eq(productVariant.id, productOptionValue.variant_id))
    .where(and(eq(productVariant.product_id, productId), isNull(productVariant.deleted_at)));
  const byVariant = new Map<string, Array<{ option_id: string; value: string }>>();
  for (const row of rows) {
    if (row.variant_id === variantId) continue;
    byVariant.set(row.variant_id, [...(byVariant.get(row.variant_id) ?? []), row]);
  }
  const wanted = key(values);
  for (const list of byVariant.values()) {
    if (key(list) === wanted) {
      throw errors.notAllowed(
        'A variant with the same option values already exists',
        'duplicate_options',
      );
    }
  }
}

function fields(input: VariantInput) {
  const { id: _id, prices: _p, options: _o, ...rest } = input;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}

async function guardSku<T>(fn: () => Promise<T>, sku: string | null | undefined): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.duplicate('Product variant', 'sku', String(sku));
    throw error;
  }
}

export async function createVariant(
  tx: Executor,
  productId: string,
  input: VariantInput & { title: string },
): Promise<string> {
  const id = newId('variant');
  const [rank] = await tx
    .select({ n: max(productVariant.variant_rank) })
    .from(productVariant)
    .where(eq(productVariant.product_id, productId));
  const values = await resolveOptions(tx, productId, input.options ?? []);
  await checkUniqueCombination(tx, productId, id, values);
  await guardSku(
    () =>
      withTransaction(tx, (inner) =>
        inner.insert(productVariant).values({
          ...fields(input),
          id,
          product_id: productId,
          title: input.title,
          variant_rank: rank?.n === null || rank?.n === undefined ? 0 : rank.n + 1,
        }),
      ),
    input.sku,
  );
  await setOptionValues(tx, id, values);
  await setPrices(tx, id, input.prices ?? []);
  if (input.manage_inventory !== false) {
    const variant = await stockedVariant(tx, productId, {
      id,
      sku: input.sku ?? null,
      title: input.title,
    });
    await variantStock.get().setDefaultLocationStock(tx, variant, input.inventory_quantity ?? 0);
  }
  return id;
}

export async function updateVariant(
  tx: Executor,
  productId: string,
  variantId: string,
  input: VariantInput,
): Promise<void> {
  const [existing] = await tx
    .select()
    .from(productVariant)
    .where(
      and(
        eq(productVariant.id, variantId),
        eq(productVariant.product_id, productId),
        isNull(productVariant.deleted_at),
      ),
    );
  if (!existing) throw errors.notFound('Product variant', variantId);
  const changes = fields(input);
  if (Object.keys(changes).length) {
    await guardSku(
      () =>
        withTransaction(tx, (inner) =>
          inner
            .update(productVariant)
            .set({ ...changes, updated_at: new Date() })
            .where(eq(productVariant.id, variantId)),
        ),
      input.sku,
    );
  }
  if (input.options) {
    const values = await resolveOptions(tx, productId, input.options);
    await checkUniqueCombination(tx, productId, variantId, values);
    await setOptionValues(tx, variantId, values);
  }
  if (input.prices) await setPrices(tx, variantId, input.prices);
  await updateStock(tx, existing, input);
}

/**
 * A managed variant's stock lives in inventory items: `inventory_quantity` sets it at the
 * default location, and turning management on gives the variant an item of its own.
 */
async function updateStock(
  tx: Executor,
  existing: typeof productVariant.$inferSelect,
  input: VariantInput,
): Promise<void> {
  if (!(input.manage_inventory ?? existing.manage_inventory)) return;
  const turnedOn = input.manage_inventory === true && !existing.manage_inventory;
  // Most edits (a title, a price) touch no stock: the product's title is read only for one.
  if (input.inventory_quantity === undefined && !turnedOn) return;
  const variant = await stockedVariant(tx, existing.product_id, {
    id: existing.id,
    sku: input.sku === undefined ? existing.sku : input.sku,
    title: input.title ?? existing.title,
  });
  if (input.inventory_quantity !== undefined) {
    await variantStock.get().setDefaultLocationStock(tx, variant, input.inventory_quantity);
  } else {
    await variantStock.get().ensureVariantItem(tx, variant);
    await variantStock.get().refreshVariantStock(tx, [existing.id]);
  }
}

export async function deleteVariant(
  tx: Executor,
  productId: string,
  variantId: string,
): Promise<void> {
  const rows = await tx
    .update(productVariant)
    .set({ deleted_at: new Date() })
    .where(
      and(
        eq(productVariant.id, variantId),
        eq(productVariant.product_id, productId),
        isNull(productVariant.deleted_at),
      ),
    )
    .returning({ id: productVariant.id });
  if (rows.length === 0) throw errors.notFound('Product variant', variantId);
}

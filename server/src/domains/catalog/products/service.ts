import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { writeProductChannels } from '../product-channels/service.ts';
import { findBuiltinProfile } from '../shipping-profiles/repository.ts';
import {
  createVariant,
  deleteVariant,
  updateVariant,
  type VariantInput,
} from '../variants/service.ts';
import { type LoadOptions, loadProducts, type WireProduct } from './load.ts';
import { findProductRow } from './repository.ts';
import { product, productOption, productOptionValue, productVariant } from './tables.ts';
import {
  checkCollection,
  isUniqueViolation,
  setCategories,
  setImages,
  setTags,
  slugify,
  upsertType,
} from './writes.ts';

type Status = 'draft' | 'proposed' | 'published' | 'rejected';

export interface ProductInput {
  title?: string;
  subtitle?: string | null;
  description?: string | null;
  is_giftcard?: boolean;
  discountable?: boolean;
  images?: string[];
  thumbnail?: string | null;
  handle?: string;
  status?: Status;
  type?: { id?: string; value: string } | null;
  collection_id?: string | null;
  tags?: Array<{ id?: string; value: string }>;
  categories?: Array<{ id: string }>;
  sales_channels?: Array<{ id: string }> | null;
  options?: Array<{ title: string }>;
  variants?: VariantInput[];
  weight?: number | null;
  length?: number | null;
  height?: number | null;
  width?: number | null;
  hs_code?: string | null;
  origin_country?: string | null;
  mid_code?: string | null;
  material?: string | null;
  metadata?: Record<string, unknown> | null;
}

export async function getProduct(
  db: Executor,
  id: string,
  options: LoadOptions = {},
): Promise<WireProduct> {
  const row = await findProductRow(db, id, options.store, options.channels ?? null);
  if (!row) throw errors.notFound('Product', id);
  const [loaded] = await loadProducts(db, [row], options);
  return loaded as WireProduct;
}

/** Plain columns of the input; relations are written separately. */
function columns(input: ProductInput) {
  const {
    type: _t,
    tags: _g,
    categories: _c,
    sales_channels: _s,
    options: _o,
    variants: _v,
    images: _i,
    ...rest
  } = input;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<
    typeof product.$inferInsert
  >;
}

async function guardHandle<T>(handle: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error) && handle) throw errors.duplicate('Product', 'handle', handle);
    throw error;
  }
}

async function writeRelations(
  tx: Executor,
  id: string,
  input: ProductInput,
  creating: boolean,
): Promise<void> {
  await writeProductChannels(tx, id, input.sales_channels, creating);
  if (input.images) await setImages(tx, id, input.images);
  if (input.tags) await setTags(tx, id, input.tags);
  if (input.categories)
    await setCategories(
      tx,
      id,
      input.categories.map((c) => c.id),
    );
}

export async function createProduct(
  db: Executor,
  input: ProductInput & { title: string },
): Promise<WireProduct> {
  const handle = input.handle ?? slugify(input.title);
  return guardHandle(handle, () =>
    withTransaction(db, async (tx) => {
      const id = newId('prod');
      await checkCollection(tx, input.collection_id);
      const type_id = input.type ? await upsertType(tx, input.type) : null;
      // Every product ships under a profile; gift cards under the store's gift card one.
      const profile = await findBuiltinProfile(tx, input.is_giftcard ? 'gift_card' : 'default');
      await tx.insert(product).values({
        ...columns(input),
        id,
        title: input.title,
        handle,
        type_id,
        profile_id: profile.id,
        // A gift card is never discounted (its value is the discount).
        discountable: input.is_giftcard ? false : (input.discountable ?? true),
        thumbnail: input.thumbnail ?? input.images?.[0] ?? null,
      });
      await writeRelations(tx, id, input, true);
      for (const option of input.options ?? []) {
        await tx
          .insert(productOption)
          .values({ id: newId('opt'), title: option.title, product_id: id });
      }
      for (const variant of input.variants ?? []) {
        await createVariant(tx, id, { ...variant, title: variant.title ?? input.title });
      }
      return getProduct(tx, id);
    }),
  );
}

export async function updateProduct(
  db: Executor,
  id: string,
  input: ProductInput,
): Promise<WireProduct> {
  return guardHandle(input.handle, () =>
    withTransaction(db, async (tx) => {
      if (!(await findProductRow(tx, id))) throw errors.notFound('Product', id);
      await checkCollection(tx, input.collection_id);
      const changes: Partial<typeof product.$inferInsert> = columns(input);
      if (input.type !== undefined)
        changes.type_id = input.type ? await upsertType(tx, input.type) : null;
      await tx
        .update(product)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(product.id, id));
      await writeRelations(tx, id, input, false);
      if (input.variants) {
        // The list is the product's variants from now on: listed ids are updated, new
        // entries created, the rest deleted.
        const existing = await tx
          .select({ id: productVariant.id })
          .from(productVariant)
          .where(and(eq(productVariant.product_id, id), isNull(productVariant.deleted_at)));
        const kept = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
        for (const variant of existing)
          if (!kept.has(variant.id)) await deleteVariant(tx, id, variant.id);
        for (const variant of input.variants) {
          if (variant.id) await updateVariant(tx, id, variant.id, variant);
          else {
            if (!variant.title) throw errors.invalidData('A new variant needs a title');
            await createVariant(tx, id, { ...variant, title: variant.title });
          }
        }
      }
      return getProduct(tx, id);
    }),
  );
}

export async function deleteProduct(db: Executor, id: string) {
  await withTransaction(db, async (tx) => {
    const rows = await tx
      .update(product)
      .set({ deleted_at: new Date() })
      .where(and(eq(product.id, id), isNull(product.deleted_at)))
      .returning({ id: product.id });
    if (rows.length === 0) throw errors.notFound('Product', id);
    await tx
      .update(productVariant)
      .set({ deleted_at: new Date() })
      .where(and(eq(productVariant.product_id, id), isNull(productVariant.deleted_at)));
  });
  return { id, object: 'product', deleted: true };
}

/** Sets one metadata key; an empty value removes the key. */
export async function setMetadata(
  db: Executor,
  id: string,
  key: string,
  value: string,
): Promise<WireProduct> {
  return withTransaction(db, async (tx) => {
    const row = await findProductRow(tx, id);
    if (!row) throw errors.notFound('Product', id);
    const metadata = { ...(row.metadata ?? {}) };
    if (value === '') delete metadata[key];
    else metadata[key] = value;
    await tx.update(product).set({ metadata, updated_at: new Date() }).where(eq(product.id, id));
    return getProduct(tx, id);
  });
}

async function requireOption(tx: Executor, productId: string, optionId: string) {
  if (!(await findProductRow(tx, productId))) throw errors.notFound('Product', productId);
  const [option] = await tx
    .select()
    .from(productOption)
    .where(
      and(
        eq(productOption.id, optionId),
        eq(productOption.product_id, productId),
        isNull(productOption.deleted_at),
      ),
    );
  if (!option) throw errors.notFound('Product option', optionId);
  return option;
}

export async function addOption(
  db: Executor,
  productId: string,
  title: string,
): Promise<WireProduct> {
  return withTransaction(db, async (tx) => {
    if (!(await findProductRow(tx, productId))) throw errors.notFound('Product', productId);
    const optionId = newId('opt');
    await tx.insert(productOption).values({ id: optionId, title, product_id: productId });
    // Every variant has a value for every option: the existing ones get an empty one.
    const variants = await tx
      .select({ id: productVariant.id })
      .from(productVariant)
      .where(and(eq(productVariant.product_id, productId), isNull(productVariant.deleted_at)));
    if (variants.length > 0) {
      await tx.insert(productOptionValue).values(
        variants.map((variant) => ({
          id: newId('optval'),
          value: '',
          option_id: optionId,
          variant_id: variant.id,
        })),
      );
    }
    return getProduct(tx, productId);
  });
}

export async function renameOption(
  db: Executor,
  productId: string,
  optionId: string,
  title: string,
) {
  return withTransaction(db, async (tx) => {
    await requireOption(tx, productId, optionId);
    await tx
      .update(productOption)
      .set({ title, updated_at: new Date() })
      .where(eq(productOption.id, optionId));
    return getProduct(tx, productId);
  });
}

export async function removeOption(db: Executor, productId: string, optionId: string) {
  return withTransaction(db, async (tx) => {
    await requireOption(tx, productId, optionId);
    // Its values go with it (ON DELETE CASCADE).
    await tx.delete(productOption).where(eq(productOption.id, optionId));
    return {
      id: optionId,
      object: 'option',
      deleted: true,
      option_id: optionId,
      product: await getProduct(tx, productId),
    };
  });
}

/** A new variant names a value for every option of its product (by id, or by position). */
async function requireEveryOption(
  tx: Executor,
  productId: string,
  values: ReadonlyArray<{ option_id?: string; value: string }>,
) {
  const options = await tx
    .select({ id: productOption.id, title: productOption.title })
    .from(productOption)
    .where(and(eq(productOption.product_id, productId), isNull(productOption.deleted_at)))
    .orderBy(productOption.created_at, productOption.id);
  const missing = options.filter(
    (option, index) =>
      !values.some((value) => value.option_id === option.id) &&
      (values[index] === undefined || values[index]?.option_id !== undefined),
  );
  if (missing.length > 0) {
    throw errors.invalidData(
      `A variant needs a value for every option of the product; missing: ${missing.map((o) => o.title).join(', ')}`,
    );
  }
}

export async function addVariant(
  db: Executor,
  productId: string,
  input: VariantInput & { title: string },
) {
  return withTransaction(db, async (tx) => {
    if (!(await findProductRow(tx, productId))) throw errors.notFound('Product', productId);
    await requireEveryOption(tx, productId, input.options ?? []);
    await createVariant(tx, productId, input);
    return getProduct(tx, productId);
  });
}

export async function changeVariant(
  db: Executor,
  productId: string,
  variantId: string,
  input: VariantInput,
) {
  return withTransaction(db, async (tx) => {
    if (!(await findProductRow(tx, productId))) throw errors.notFound('Product', productId);
    await updateVariant(tx, productId, variantId, input);
    return getProduct(tx, productId);
  });
}

export async function removeVariant(db: Executor, productId: string, variantId: string) {
  return withTransaction(db, async (tx) => {
    if (!(await findProductRow(tx, productId))) throw errors.notFound('Product', productId);
    await deleteVariant(tx, productId, variantId);
    return {
      id: variantId,
      object: 'product-variant',
      deleted: true,
      variant_id: variantId,
      product: await getProduct(tx, productId),
    };
  });
}

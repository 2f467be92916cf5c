import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type {
  CatalogProduct,
  ProductCatalog,
  ProductWrite,
  VariantWrite,
} from '../../../jobs/product-catalog.ts';
import type { VariantInput } from '../variants/service.ts';
import { loadProducts, type WireProduct } from './load.ts';
import { findProductRow, listProductRows, type ProductFilter } from './repository.ts';
import { createProduct, type ProductInput, updateProduct } from './service.ts';
import { product, productOption, productVariant } from './tables.ts';

/*
 * The catalogue as the product export and import jobs see it (jobs/product-catalog.ts),
 * over the same service the admin API writes through, so an imported product obeys every
 * rule a product created by hand does (unique handle and SKUs, default channel, stock in
 * inventory items).
 */

/** The list filters an export may carry in `context.filterable_fields`, by kind. */
const LIST_FILTERS = [
  'id',
  'status',
  'collection_id',
  'category_id',
  'tags',
  'type_id',
  'sales_channel_id',
] as const;
const TEXT_FILTERS = ['q', 'handle', 'title'] as const;

/** Checks an export's filters: a job must fail with a clear reason, not export everything. */
export function exportFilter(
  filters: Record<string, unknown> = {},
): Omit<ProductFilter, 'limit' | 'offset'> {
  const result: Omit<ProductFilter, 'limit' | 'offset'> = {};
  for (const [key, value] of Object.entries(filters)) {
    if ((LIST_FILTERS as readonly string[]).includes(key)) {
      const list = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) {
        throw errors.invalidData(`filterable_fields.${key} must be a string or a list of strings`);
      }
      result[key as (typeof LIST_FILTERS)[number]] = list;
    } else if ((TEXT_FILTERS as readonly string[]).includes(key)) {
      if (typeof value !== 'string') {
        throw errors.invalidData(`filterable_fields.${key} must be a string`);
      }
      result[key as (typeof TEXT_FILTERS)[number]] = value;
    } else if (key === 'is_giftcard') {
      if (typeof value !== 'boolean')
        throw errors.invalidData('filterable_fields.is_giftcard must be a boolean');
      result.is_giftcard = value;
    } else {
      throw errors.invalidData(`filterable_fields.${key} is not a product filter`);
    }
  }
  return result;
}

function toCatalogProduct(wire: WireProduct): CatalogProduct {
  const optionIds = wire.options.map((option) => option.id);
  return {
    id: wire.id,
    handle: wire.handle,
    title: wire.title,
    subtitle: wire.subtitle,
    description: wire.description,
    status: wire.status as CatalogProduct['status'],
    thumbnail: wire.thumbnail,
    weight: wire.weight,
    collection_id: wire.collection_id,
    type: wire.type?.value ?? null,
    tags: wire.tags.map((tag) => tag.value),
    options: wire.options.map((option) => option.title),
    variants: wire.variants.map((variant) => ({
      id: variant.id,
      title: variant.title,
      sku: variant.sku,
      barcode: variant.barcode,
      inventory_quantity: variant.inventory_quantity,
      allow_backorder: variant.allow_backorder,
      manage_inventory: variant.manage_inventory,
      options: optionIds.map(
        (id) => variant.options.find((value) => value.option_id === id)?.value ?? '',
      ),
      // Region prices belong to a region, not a currency column of the file; price list
      // prices belong to their list.
      prices: variant.prices
        .filter((price) => !price.region_id && !price.price_list_id)
        .map((price) => ({ currency_code: price.currency_code, amount: price.amount })),
    })),
  };
}

function variantInput(write: VariantWrite): VariantInput {
  const { options, prices, ...rest } = write;
  return {
    ...rest,
    ...(options ? { options: options.map((value) => ({ value })) } : {}),
    ...(prices ? { prices } : {}),
  };
}

function productInput(write: ProductWrite): ProductInput {
  const { type, tags, options: _options, variants: _variants, ...rest } = write;
  return {
    ...rest,
    ...(type !== undefined ? { type: type === null ? null : { value: type } } : {}),
    ...(tags ? { tags: tags.map((value) => ({ value })) } : {}),
  };
}

/** Adds the option titles the product lacks, so positional variant values have a column. */
async function addMissingOptions(tx: Executor, productId: string, titles: string[]): Promise<void> {
  const existing = await tx
    .select({ title: productOption.title })
    .from(productOption)
    .where(and(eq(productOption.product_id, productId), isNull(productOption.deleted_at)));
  const have = new Set(existing.map((option) => option.title));
  for (const title of titles) {
    if (have.has(title)) continue;
    await tx.insert(productOption).values({ id: newId('opt'), title, product_id: productId });
  }
}

export function productCatalog(db: Executor): ProductCatalog {
  return {
    async listProducts({ offset, limit, filters }) {
      const [rows, count] = await listProductRows(db, {
        ...exportFilter(filters),
        // Oldest first, so pages stay stable while the export runs and new products land last.
        order: 'created_at',
        limit,
        offset,
      });
      return { products: (await loadProducts(db, rows)).map(toCatalogProduct), count };
    },

    async findProducts({ ids = [], handles = [] }) {
      if (ids.length === 0 && handles.length === 0) return [];
      return db
        .select({ id: product.id, handle: product.handle })
        .from(product)
        .where(
          and(
            isNull(product.deleted_at),
            or(
              ids.length ? inArray(product.id, ids) : undefined,
              handles.length ? inArray(product.handle, handles) : undefined,
            ),
          ),
        )
        .orderBy(asc(product.id));
    },

    async createProduct(write) {
      const created = await createProduct(db, {
        ...productInput(write),
        title: write.title ?? write.handle,
        ...(write.options ? { options: write.options.map((title) => ({ title })) } : {}),
        variants: write.variants.map(variantInput),
      });
      return { id: created.id };
    },

    async updateProduct(id, write) {
      await withTransaction(db, async (tx) => {
        if (write.options) await addMissingOptions(tx, id, write.options);
        if (!(await findProductRow(tx, id))) throw errors.notFound('Product', id);
        // The service replaces the variant list; variants the file does not mention stay.
        const existing = await tx
          .select({ id: productVariant.id })
          .from(productVariant)
          .where(and(eq(productVariant.product_id, id), isNull(productVariant.deleted_at)));
        const written = new Set(
          write.variants.flatMap((variant) => (variant.id ? [variant.id] : [])),
        );
        const untouched = existing
          .filter((variant) => !written.has(variant.id))
          .map((variant) => ({ id: variant.id }));
        await updateProduct(tx, id, {
          ...productInput(write),
          variants: [...untouched, ...write.variants.map(variantInput)],
        });
      });
    },
  };
}

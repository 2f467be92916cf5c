import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type { Executor } from '../../../db/transaction.ts';
import { compare, orderBy } from '../../../db/trimmed-list-query.ts';
import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { requestChannelScope } from '../product-channels/scope.ts';
import { variantWhere } from '../variants/repository.ts';
import { priceOptions, signedInCustomer } from './context.ts';
import { dates, type LoadOptions, loadProducts, loadVariants } from './load.ts';
import { readStorePage, readStoreProduct } from './page.ts';
import { findProductRow, listProductRows, type ProductFilter, productWhere } from './repository.ts';
import {
  addOption,
  addVariant,
  changeVariant,
  createProduct,
  deleteProduct,
  getProduct,
  removeOption,
  removeVariant,
  renameOption,
  setMetadata,
  updateProduct,
} from './service.ts';
import { product, productTag, productTags, productType, productVariant } from './tables.ts';

/** The filters of a list query, without paging and the parameters applied elsewhere. */
function filterOf(query: Record<string, unknown>): Omit<ProductFilter, 'limit' | 'offset'> {
  const {
    expand: _e,
    fields: _f,
    discount_condition_id: _d,
    region_id: _r,
    currency_code: _c,
    cart_id: _k,
    limit: _l,
    offset: _o,
    ...rest
  } = query;
  return rest as Omit<ProductFilter, 'limit' | 'offset'>;
}

async function list(db: Executor, query: Record<string, unknown>, options: LoadOptions) {
  const limit = (query.limit as number | undefined) ?? 20;
  const offset = (query.offset as number | undefined) ?? 0;
  const [rows, count] = await listProductRows(db, {
    ...filterOf(query),
    limit,
    offset,
    ...(options.store ? { store: true } : {}),
  });
  return { products: await loadProducts(db, rows, options), count, offset, limit };
}

/** A store list: the page, its relations and the count in one statement (page.ts). */
async function storeList(db: Db, query: Record<string, unknown>, options: LoadOptions) {
  const limit = (query.limit as number | undefined) ?? 20;
  const offset = (query.offset as number | undefined) ?? 0;
  const page = await readStorePage(
    db,
    { ...filterOf(query), limit, offset, store: true },
    { ...options, store: true },
  );
  return { ...page, offset, limit };
}

export const productHandlers = {
  AdminListProducts: async (request) => list(request.server.db, request.query, {}),
  AdminGetProduct: async (request) => ({
    product: await getProduct(request.server.db, request.params.id),
  }),
  AdminCreateProduct: async (request) => ({
    product: await createProduct(request.server.db, request.body),
  }),
  AdminUpdateProduct: async (request) => ({
    product: await updateProduct(request.server.db, request.params.id, request.body ?? {}),
  }),
  AdminDeleteProduct: async (request) => deleteProduct(request.server.db, request.params.id),
  AdminSetProductMetadata: async (request) => ({
    product: await setMetadata(
      request.server.db,
      request.params.id,
      request.body.key,
      request.body.value,
    ),
  }),
  AdminCreateProductOption: async (request) => ({
    product: await addOption(request.server.db, request.params.id, request.body.title),
  }),
  AdminUpdateProductOption: async (request) => ({
    product: await renameOption(
      request.server.db,
      request.params.id,
      request.params.option_id,
      request.body.title,
    ),
  }),
  AdminDeleteProductOption: async (request) =>
    removeOption(request.server.db, request.params.id, request.params.option_id),
  AdminCreateProductVariant: async (request) => ({
    product: await addVariant(request.server.db, request.params.id, request.body),
  }),
  AdminUpdateProductVariant: async (request) => ({
    product: await changeVariant(
      request.server.db,
      request.params.id,
      request.params.variant_id,
      request.body ?? {},
    ),
  }),
  AdminDeleteProductVariant: async (request) =>
    removeVariant(request.server.db, request.params.id, request.params.variant_id),

  AdminListProductVariants: async (request) => {
    const db = request.server.db;
    const { limit = 20, offset = 0, q, order, created_at, updated_at } = request.query;
    if (!(await findProductRow(db, request.params.id)))
      throw errors.notFound('Product', request.params.id);
    const where = and(
      eq(productVariant.product_id, request.params.id),
      variantWhere({ ...(q ? { q } : {}) }),
      compare(productVariant.created_at, created_at),
      compare(productVariant.updated_at, updated_at),
    );
    const sort = orderBy(
      order,
      {
        variant_rank: productVariant.variant_rank,
        created_at: productVariant.created_at,
        title: productVariant.title,
      },
      productVariant.id,
      'variant_rank',
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(productVariant)
        .where(where)
        .orderBy(...sort)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(productVariant).where(where),
    ]);
    return { variants: await loadVariants(db, rows), count: total?.n ?? 0, offset, limit };
  },

  AdminListProductsTagUsage: async (request) => {
    const tags = await request.server.db
      .select({ id: productTag.id, value: productTag.value, usage_count: count(product.id) })
      .from(productTag)
      .innerJoin(productTags, eq(productTags.product_tag_id, productTag.id))
      .innerJoin(product, and(eq(product.id, productTags.product_id), isNull(product.deleted_at)))
      .where(isNull(productTag.deleted_at))
      .groupBy(productTag.id, productTag.value)
      .orderBy(asc(productTag.value));
    return { tags };
  },

  AdminListProductsTypes: async (request) => {
    const rows = await request.server.db
      .select()
      .from(productType)
      .where(isNull(productType.deleted_at))
      .orderBy(asc(productType.value));
    return { types: rows.map(dates) };
  },

  StoreListProducts: async (request) => {
    const db = request.server.db;
    const channels = await requestChannelScope(request, request.query.sales_channel_id);
    const prices = await priceOptions(db, request.query, signedInCustomer(request));
    return storeList(
      db,
      { ...request.query, sales_channel_id: channels ?? undefined },
      { store: true, ...prices },
    );
  },

  StoreGetProduct: async (request) => {
    const db = request.server.db;
    const { id } = request.params;
    const channels = await requestChannelScope(request, request.query.sales_channel_id);
    const prices = await priceOptions(db, request.query, signedInCustomer(request));
    const found = await readStoreProduct(db, id, channels, { store: true, ...prices });
    if (!found) throw errors.notFound('Product', id);
    return { product: found };
  },

  StoreSearchProducts: async (request) => {
    const { q, limit = 20, offset = 0 } = request.body ?? {};
    const channels = await requestChannelScope(request);
    // `filter` is the search engine's syntax in the original API; the built-in search
    // has no engine behind it, so only `q` and the key's channels narrow the hits.
    const where = productWhere({
      store: true,
      limit,
      offset,
      ...(q ? { q } : {}),
      ...(channels ? { sales_channel_id: channels } : {}),
    });
    const hits = await request.server.db
      .select({
        id: product.id,
        title: product.title,
        handle: product.handle,
        thumbnail: product.thumbnail,
      })
      .from(product)
      .where(where)
      .orderBy(asc(product.title), asc(product.id))
      .limit(limit)
      .offset(offset);
    return { hits };
  },
} satisfies Handlers;

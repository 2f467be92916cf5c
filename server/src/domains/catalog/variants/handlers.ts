import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type Comparison, compare, orderBy } from '../../../db/trimmed-list-query.ts';
import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { requestChannelScope } from '../product-channels/scope.ts';
import { priceOptions, signedInCustomer } from '../products/context.ts';
import { type LoadOptions, loadVariants } from '../products/load.ts';
import { productVariant } from '../products/tables.ts';
import { type VariantFilter, variantWhere } from './repository.ts';

interface ListQuery extends VariantFilter {
  limit?: number;
  offset?: number;
  order?: string;
  ids?: string;
  created_at?: Comparison;
  updated_at?: Comparison;
}

async function list(db: Executor, query: ListQuery, options: LoadOptions) {
  const { limit = 20, offset = 0 } = query;
  // The store's `ids` is a comma list, the older spelling of `id[]`.
  const ids = [
    ...(query.id ?? []),
    ...(query.ids
      ? query.ids
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : []),
  ];
  const where = and(
    variantWhere({
      ...(query.q ? { q: query.q } : {}),
      ...(ids.length ? { id: ids } : {}),
      ...(query.product_id ? { product_id: query.product_id } : {}),
      ...(query.title ? { title: query.title } : {}),
      ...(query.sku ? { sku: query.sku } : {}),
      ...(query.inventory_quantity ? { inventory_quantity: query.inventory_quantity } : {}),
      ...(options.store ? { store: true, channels: options.channels ?? null } : {}),
    }),
    compare(productVariant.created_at, query.created_at),
    compare(productVariant.updated_at, query.updated_at),
  );
  const sort = orderBy(
    query.order,
    {
      created_at: productVariant.created_at,
      updated_at: productVariant.updated_at,
      title: productVariant.title,
      sku: productVariant.sku,
    },
    productVariant.id,
    'created_at',
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
  return { variants: await loadVariants(db, rows, options), count: total?.n ?? 0, offset, limit };
}

async function get(db: Executor, id: string, options: LoadOptions) {
  const [row] = await db
    .select()
    .from(productVariant)
    .where(
      and(
        eq(productVariant.id, id),
        variantWhere(options.store ? { store: true, channels: options.channels ?? null } : {}),
      ),
    );
  if (!row) throw errors.notFound('Product variant', id);
  const [variant] = await loadVariants(db, [row], options);
  return variant as NonNullable<typeof variant>;
}

export const variantHandlers = {
  AdminListVariants: async (request) =>
    list(
      request.server.db,
      request.query,
      await priceOptions(request.server.db, request.query, null),
    ),
  AdminGetVariant: async (request) => ({
    variant: await get(request.server.db, request.params.id, {}),
  }),
  // A variant is seen where its product is: in the key's channels (product-channels/scope.ts).
  StoreListVariants: async (request) => {
    const db = request.server.db;
    const channels = await requestChannelScope(request, request.query.sales_channel_id);
    const prices = await priceOptions(db, request.query, signedInCustomer(request));
    return list(db, request.query, { store: true, ...prices, channels });
  },
  StoreGetVariant: async (request) => {
    const db = request.server.db;
    const channels = await requestChannelScope(request, request.query.sales_channel_id);
    const prices = await priceOptions(db, request.query, signedInCustomer(request));
    return { variant: await get(db, request.params.id, { store: true, ...prices, channels }) };
  },
} satisfies Handlers;

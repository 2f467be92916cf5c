import type { Cart } from '@commerce/client';
import type { StoreListProductsData } from '@commerce/client/store/products';
import type { StoreListRegionsData } from '@commerce/client/store/regions';
import { europe, northAmerica, pricedFor, print, tShirt } from './fixtures.ts';
import type { FakeApi } from './render-app.tsx';

type Region = StoreListRegionsData['regions'][number];
type Product = StoreListProductsData['products'][number];

export interface FakeStoreOptions {
  regions?: Region[];
  products?: Product[];
  collections?: { id: string; title: string; handle: string }[];
  /** Root categories, each with its `category_children`. */
  categories?: FakeCategory[];
  /** Discount codes the store knows, with the percentage they take off. */
  discounts?: Record<string, number>;
}

export interface FakeCategory {
  id: string;
  name: string;
  handle: string;
  description: string;
  category_children: FakeCategory[];
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const refuse = (code: string, message: string) =>
  json(
    { type: code === 'insufficient_inventory' ? 'not_allowed' : 'invalid_data', message, code },
    400,
  );

/**
 * The store API in memory, as far as the storefront's screens use it: regions, catalogue
 * reads (filtered by handle, ids, collection), search, and carts with simple totals (tax
 * at the region's rate, a percentage discount). Every request is logged as `METHOD path?query`.
 */
export function fakeStore(options: FakeStoreOptions = {}) {
  const regions = options.regions ?? [europe, northAmerica];
  const products = options.products ?? [tShirt, print];
  const collections = options.collections ?? [
    { id: 'pcol_1', title: 'Essentials', handle: 'essentials' },
  ];
  const discounts = options.discounts ?? { SAVE10: 10 };
  const categories = options.categories ?? [];
  const allCategories = (list: FakeCategory[]): FakeCategory[] =>
    list.flatMap((c) => [c, ...allCategories(c.category_children)]);
  const requests: string[] = [];
  const carts = new Map<string, Cart>();

  const variantOf = (id: string) =>
    products
      .flatMap((p) => (p.variants ?? []).map((v) => ({ product: p, variant: v })))
      .find((entry) => entry.variant.id === id);

  const totals = (cart: Cart): Cart => {
    const region = regions.find((r) => r.id === cart.region_id) ?? regions[0];
    const rate = (region?.tax_rate ?? 0) / 100;
    const percent = (cart.discounts ?? []).reduce((sum, d) => sum + (discounts[d.code] ?? 0), 0);
    const items = (cart.items ?? []).map((item) => {
      const entry = variantOf(item.variant_id ?? '');
      const unit =
        entry?.variant.prices?.find((p) => p.currency_code === region?.currency_code)?.amount ?? 0;
      const subtotal = unit * item.quantity;
      const discount = Math.round((subtotal * percent) / 100);
      const tax = Math.round((subtotal - discount) * rate);
      return {
        ...item,
        unit_price: unit,
        subtotal,
        discount_total: discount,
        tax_total: tax,
        total: subtotal - discount + tax,
        original_total: subtotal + Math.round(subtotal * rate),
        variant: entry?.variant ?? null,
      };
    });
    const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0);
    const discount_total = items.reduce((sum, item) => sum + item.discount_total, 0);
    const tax_total = items.reduce((sum, item) => sum + item.tax_total, 0);
    return {
      ...cart,
      region,
      items,
      subtotal,
      discount_total,
      tax_total,
      shipping_total: 0,
      gift_card_total: 0,
      total: subtotal - discount_total + tax_total,
    } as Cart;
  };

  const save = (cart: Cart) => {
    const next = totals(cart);
    carts.set(next.id, next);
    return json({ cart: next });
  };

  const api: FakeApi = async (request) => {
    const url = new URL(request.url);
    const params = url.searchParams;
    const path = url.pathname;
    requests.push(`${request.method} ${path}${decodeURIComponent(url.search)}`);
    const body = request.method === 'POST' ? await request.json().catch(() => ({})) : {};
    const all = (key: string) => params.getAll(`${key}[]`);

    if (request.method === 'GET' && path === '/store/regions') {
      return json({ regions, count: regions.length, offset: 0, limit: 100 });
    }
    if (request.method === 'GET' && path === '/store/collections') {
      const handles = all('handle');
      const found = collections.filter((c) => handles.length === 0 || handles.includes(c.handle));
      return json({ collections: found, count: found.length, offset: 0, limit: 50 });
    }
    if (request.method === 'GET' && path === '/store/product-categories') {
      const handle = params.get('handle');
      const found = handle
        ? allCategories(categories).filter((c) => c.handle === handle)
        : categories;
      return json({ product_categories: found, count: found.length, offset: 0, limit: 100 });
    }
    if (request.method === 'GET' && path === '/store/product-tags') {
      return json({ product_tags: [], count: 0, offset: 0, limit: 100 });
    }
    if (request.method === 'GET' && path === '/store/product-types') {
      return json({ product_types: [], count: 0, offset: 0, limit: 100 });
    }
    if (request.method === 'GET' && path === '/store/products') {
      const ids = all('id');
      const collectionIds = all('collection_id');
      const handle = params.get('handle');
      const region = regions.find((r) => r.id === params.get('region_id'));
      const found = products
        .filter((p) => ids.length === 0 || ids.includes(p.id))
        .filter((p) => collectionIds.length === 0 || collectionIds.includes(p.collection_id ?? ''))
        .filter((p) => !handle || p.handle === handle)
        .map((p) => pricedFor(p, region));
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      return json({
        products: found.slice(offset, offset + limit),
        count: found.length,
        offset,
        limit,
      });
    }
    if (request.method === 'POST' && path === '/store/products/search') {
      const q = String(body.q ?? '').toLowerCase();
      const hits = products
        .filter((p) => p.title.toLowerCase().includes(q))
        .map((p) => ({ id: p.id, title: p.title, handle: p.handle }));
      return json({ hits });
    }
    if (request.method === 'POST' && path === '/store/carts') {
      const id = `cart_${carts.size + 1}`;
      const items = (body.items ?? []).map(
        (item: { variant_id: string; quantity: number }, index: number) => {
          const entry = variantOf(item.variant_id);
          return {
            id: `item_${index + 1}`,
            variant_id: item.variant_id,
            quantity: item.quantity,
            title: entry?.product.title ?? '',
            description: entry?.variant.title ?? '',
            thumbnail: entry?.product.thumbnail ?? null,
          };
        },
      );
      return save({
        id,
        region_id: body.region_id ?? regions[0]?.id,
        items,
        discounts: [],
        gift_cards: [],
        shipping_methods: [],
        shipping_address: body.country_code ? { country_code: body.country_code } : null,
        completed_at: null,
      } as unknown as Cart);
    }
    const cartMatch = /^\/store\/carts\/([^/]+)(.*)$/.exec(path);
    const cart = cartMatch ? carts.get(cartMatch[1] ?? '') : undefined;
    if (cartMatch && !cart) return json({ type: 'not_found', message: 'Cart not found' }, 404);
    if (cart && cartMatch) {
      const rest = cartMatch[2] ?? '';
      if (request.method === 'GET' && rest === '') return json({ cart });
      if (request.method === 'POST' && rest === '') {
        const next = { ...cart } as Cart;
        if (body.region_id) next.region_id = body.region_id;
        if (body.discounts) {
          for (const { code } of body.discounts as { code: string }[]) {
            if (!(code.toUpperCase() in discounts)) {
              return refuse('discount_not_found', `Discount with code ${code} was not found`);
            }
          }
          next.discounts = (body.discounts as { code: string }[]).map(({ code }) => ({
            id: `disc_${code.toUpperCase()}`,
            code: code.toUpperCase(),
          })) as Cart['discounts'];
        }
        return save(next);
      }
      if (request.method === 'POST' && rest === '/line-items') {
        const entry = variantOf(body.variant_id);
        const items = [...(cart.items ?? [])];
        const existing = items.find((item) => item.variant_id === body.variant_id);
        const quantity = (existing?.quantity ?? 0) + body.quantity;
        if (
          entry?.variant.manage_inventory &&
          !entry.variant.allow_backorder &&
          quantity > entry.variant.inventory_quantity
        ) {
          return refuse('insufficient_inventory', 'Not enough stock');
        }
        if (existing) existing.quantity = quantity;
        else
          items.push({
            id: `item_${items.length + 1}`,
            variant_id: body.variant_id,
            quantity: body.quantity,
            title: entry?.product.title ?? '',
          } as NonNullable<Cart['items']>[number]);
        return save({ ...cart, items });
      }
      const line = /^\/line-items\/(.+)$/.exec(rest)?.[1];
      if (line && request.method === 'POST') {
        const items = (cart.items ?? []).map((item) =>
          item.id === line ? { ...item, quantity: body.quantity } : item,
        );
        return save({ ...cart, items: items.filter((item) => item.quantity > 0) });
      }
      if (line && request.method === 'DELETE') {
        return save({ ...cart, items: (cart.items ?? []).filter((item) => item.id !== line) });
      }
      const code = /^\/discounts\/(.+)$/.exec(rest)?.[1];
      if (code && request.method === 'DELETE') {
        return save({ ...cart, discounts: (cart.discounts ?? []).filter((d) => d.code !== code) });
      }
    }
    return json({ type: 'not_found', message: `${request.method} ${path} is not faked` }, 404);
  };

  return { api, requests, carts };
}

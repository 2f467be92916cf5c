/**
 * A small store for the crash test, made through the admin API: one eur region with both
 * payment providers and the demo shipping options, and a few products with ample stock, so
 * every cart can be completed and the stock arithmetic is exact.
 */
import {
  adminCreateProduct,
  adminCreateRegion,
  adminGetStore,
  adminListShippingOptions,
  adminUpdateStore,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { seedDemoShipping } from '../../server/src/seed/demo-shipping.ts';

export const STOCK = 1000;

export interface CrashStore {
  regionId: string;
  shippingOptionId: string;
  variantIds: string[];
}

export async function createCrashStore(staff: Client, products = 3): Promise<CrashStore> {
  await adminUpdateStore(staff, { currencies: ['eur'], default_currency_code: 'eur' });
  const { region } = await adminCreateRegion(staff, {
    name: 'Crash test region',
    currency_code: 'eur',
    tax_rate: 20,
    countries: ['de'],
    payment_providers: ['manual', 'test-card'],
    fulfillment_providers: ['manual'],
  });
  await seedDemoShipping(staff, [{ id: region.id, currency_code: 'eur' }]);
  const { shipping_options } = await adminListShippingOptions(staff, {
    region_id: region.id,
    is_return: false,
  });
  const shippingOptionId = shipping_options[0]?.id;
  if (!shippingOptionId) throw new Error('the region has no shipping option');
  const { store } = await adminGetStore(staff);
  const channelId = store.default_sales_channel_id;
  if (!channelId) throw new Error('the store has no default sales channel');
  const variantIds: string[] = [];
  for (let i = 0; i < products; i++) {
    const { product } = await adminCreateProduct(staff, {
      title: `Crash product ${i}`,
      status: 'published',
      sales_channels: [{ id: channelId }],
      options: [{ title: 'Size' }],
      variants: [
        {
          title: 'One size',
          sku: `crash-${i}`,
          inventory_quantity: STOCK,
          manage_inventory: true,
          prices: [{ currency_code: 'eur', amount: 1000 + 250 * i }],
          options: [{ value: 'One' }],
        },
      ],
    });
    const variant = product.variants?.[0];
    if (!variant) throw new Error(`product ${product.id} has no variant`);
    variantIds.push(variant.id);
  }
  return { regionId: region.id, shippingOptionId, variantIds };
}

export interface CartPlan {
  items: { variant_id: string; quantity: number }[];
  provider: 'manual' | 'test-card';
}

/**
 * `count` different carts: one to three units of a product, every fourth with a second
 * line; every fourth is paid with a test card, the others manually.
 */
export function cartPlans(store: CrashStore, count: number): CartPlan[] {
  const { variantIds } = store;
  const variant = (i: number) => variantIds[i % variantIds.length] as string;
  return Array.from({ length: count }, (_, i) => ({
    items: [
      { variant_id: variant(i), quantity: 1 + (i % 3) },
      ...(i % 4 === 0 ? [{ variant_id: variant(i + 1), quantity: 1 }] : []),
    ],
    provider: i % 4 === 1 ? 'test-card' : 'manual',
  }));
}

/** Runs `task` over `values`, at most `width` at a time, keeping the order of the answers. */
export async function inBatches<T, R>(
  values: T[],
  width: number,
  task: (value: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += width) {
    const batch = values.slice(start, start + width);
    results.push(...(await Promise.all(batch.map((value, i) => task(value, start + i)))));
  }
  return results;
}

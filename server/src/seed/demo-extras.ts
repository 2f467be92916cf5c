import {
  adminCreateDiscount,
  adminCreateGiftCard,
  adminCreateReturnReason,
  adminCreateUpload,
  adminListProducts,
  adminListRegions,
  adminUpdateProduct,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { DEMO_PRODUCTS } from './demo-catalog.ts';
import { productImagePng } from './product-image.ts';

/*
 * What a shopper trying the demo store needs beyond the catalogue (issue 24): reasons to
 * give for a return, a discount code and a gift card to type in at checkout, and products
 * with more than one picture. Seeded by the first start of `npm start` (first-start.ts),
 * which prints the codes; the tests' stores (seedDemoStore alone) stay without them, so
 * their counts and empty states do not change.
 */

/** The demo discount: 10 % off the whole order, in every region, any number of times. */
export const DEMO_DISCOUNT_CODE = 'WELCOME10';

/** The demo gift cards' value, in each region's minor unit (€50.00, $50.00). */
export const DEMO_GIFT_CARD_VALUE = 5000;

/** The reasons a shopper picks from when returning. */
export const DEMO_RETURN_REASONS = [
  { value: 'wrong_size', label: 'Wrong size', description: 'Too small or too large.' },
  { value: 'damaged', label: 'Arrived damaged', description: 'Broken, torn or stained.' },
  {
    value: 'not_as_described',
    label: 'Not as described',
    description: 'Colour, material or fit differ from the product page.',
  },
  { value: 'changed_mind', label: 'Changed my mind', description: null },
] as const;

/** The products that get a gallery of three pictures (their own, then two more views). */
export const DEMO_GALLERY_HANDLES = ['t-shirt', 'hoodie', 'rain-jacket', 'trail-backpack'];

export interface DemoExtras {
  discountCode: string;
  giftCards: Array<{ code: string; value: number; currencyCode: string; regionName: string }>;
  returnReasons: number;
  galleries: number;
}

/** Seeds the extras into a store seedDemoStore made (it needs its regions and products). */
export async function seedDemoExtras(client: Client): Promise<DemoExtras> {
  const { regions } = await adminListRegions(client, { limit: 100 });
  for (const reason of DEMO_RETURN_REASONS) {
    await adminCreateReturnReason(client, {
      value: reason.value,
      label: reason.label,
      ...(reason.description ? { description: reason.description } : {}),
    });
  }
  await adminCreateDiscount(client, {
    code: DEMO_DISCOUNT_CODE,
    rule: {
      type: 'percentage',
      value: 10,
      allocation: 'total',
      description: 'Demo store: 10 % off your order',
    },
    regions: regions.map((region) => region.id),
  });
  const giftCards: DemoExtras['giftCards'] = [];
  for (const region of regions) {
    const { gift_card } = await adminCreateGiftCard(client, {
      region_id: region.id,
      value: DEMO_GIFT_CARD_VALUE,
      metadata: { demo: true },
    });
    giftCards.push({
      code: gift_card.code,
      value: DEMO_GIFT_CARD_VALUE,
      currencyCode: region.currency_code,
      regionName: region.name,
    });
  }
  const galleries = await seedGalleries(client);
  return {
    discountCode: DEMO_DISCOUNT_CODE,
    giftCards,
    returnReasons: DEMO_RETURN_REASONS.length,
    galleries,
  };
}

/** Two more views for each gallery product, after the picture it was created with. */
async function seedGalleries(client: Client): Promise<number> {
  let galleries = 0;
  for (const handle of DEMO_GALLERY_HANDLES) {
    const demo = DEMO_PRODUCTS.find((product) => product.handle === handle);
    const { products } = await adminListProducts(client, { handle, limit: 1 });
    const product = products[0];
    if (!demo || !product) continue;
    const current = (product.images ?? []).map((image) => image.url);
    const views = [];
    for (const view of [1, 2]) views.push(await uploadView(client, handle, demo.hue, view));
    await adminUpdateProduct(client, { id: product.id }, { images: [...current, ...views] });
    galleries += 1;
  }
  return galleries;
}

async function uploadView(client: Client, handle: string, hue: number, view: number) {
  const form = new FormData();
  const png = new Uint8Array(productImagePng(hue, 256, view));
  form.append('files', new Blob([png], { type: 'image/png' }), `${handle}-${view + 1}.png`);
  const { uploads } = await adminCreateUpload(client, form);
  const url = uploads[0]?.url;
  if (!url) throw new Error(`picture ${view + 1} of ${handle} was not stored`);
  return url;
}

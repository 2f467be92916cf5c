/**
 * Orders made ready for the storefront's after-order journeys, through the generated
 * clients: a shopper places the order, staff capture, fulfil and ship it, add return
 * reasons, and propose order edits (server/README.md, "Returns", "Swaps", "Order edits").
 */
import {
  adminCaptureOrderPayment,
  adminCreateOrderEdit,
  adminCreateOrderEditItem,
  adminCreateOrderFulfillment,
  adminCreateOrderShipment,
  adminCreateReturnReason,
  adminRequestOrderEdit,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { storeCompleteCart, storeListProducts } from '@commerce/client/store/operations';
import { BERLIN, readyCart, shopperClient } from './checkout-flow.ts';
import { demoRegion } from './storefront-pages.ts';

/** The euro region of the demo store and the variants of a product there, by handle. */
export async function demoVariants(url: string, handle: string) {
  const shopper = shopperClient(url);
  const europe = await demoRegion(shopper, 'eur');
  const { products } = await storeListProducts(shopper, { region_id: europe.id, handle });
  const variants = products[0]?.variants ?? [];
  if (variants.length === 0) throw new Error(`the demo store has no ${handle}`);
  return { regionId: europe.id, variants };
}

/** A guest's order of `quantity` units of a demo T-shirt, paid with the manual provider. */
export async function placeOrder(url: string, email: string, quantity = 2) {
  const shopper = shopperClient(url);
  const { regionId, variants } = await demoVariants(url, 't-shirt');
  const variant = variants.find((v) => (v.inventory_quantity ?? 0) >= quantity);
  if (!variant) throw new Error('the demo T-shirt is out of stock');
  const cart = await readyCart(shopper, {
    regionId,
    items: [{ variant_id: variant.id, quantity }],
    email,
    address: BERLIN,
    shippingOption: 'Standard shipping',
    provider: 'manual',
  });
  const completion = await storeCompleteCart(shopper, { id: cart.id });
  if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
  return completion.data;
}

/** The order as staff deliver it: payment captured, every unit fulfilled and shipped. */
export async function placeDeliveredOrder(url: string, staff: Client, email: string) {
  const order = await placeOrder(url, email);
  await adminCaptureOrderPayment(staff, { id: order.id });
  const { order: fulfilled } = await adminCreateOrderFulfillment(
    staff,
    { id: order.id },
    { items: (order.items ?? []).map((item) => ({ item_id: item.id, quantity: item.quantity })) },
  );
  const fulfillment = fulfilled.fulfillments?.[0];
  if (!fulfillment) throw new Error('the fulfillment was not created');
  await adminCreateOrderShipment(staff, { id: order.id }, { fulfillment_id: fulfillment.id });
  return order;
}

/** A reason with one reason under it, as a store that sorts its returns would have. */
export async function addReturnReasons(staff: Client) {
  const { return_reason: parent } = await adminCreateReturnReason(staff, {
    value: 'wrong_size',
    label: 'Wrong size',
  });
  await adminCreateReturnReason(staff, {
    value: 'too_small',
    label: 'Too small',
    parent_return_reason_id: parent.id,
  });
}

/** Staff propose to add one unit of `variantId` to the order, and ask the customer. */
export async function requestEdit(staff: Client, orderId: string, variantId: string) {
  const { order_edit: edit } = await adminCreateOrderEdit(staff, { order_id: orderId });
  await adminCreateOrderEditItem(staff, { id: edit.id }, { variant_id: variantId, quantity: 1 });
  const { order_edit: requested } = await adminRequestOrderEdit(staff, { id: edit.id });
  return requested;
}

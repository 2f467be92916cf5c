import type {
  Customer,
  CustomerGroup,
  Discount,
  DraftOrder,
  GiftCard,
  Order,
  PriceList,
  Product,
  ProductCollection,
} from '@commerce/client';

/**
 * Where extension widgets can appear. The rule behind the list: every built-in list page
 * of section 2 has `<resource>.list.before|after` (above and below the table), every
 * built-in details page (`/{resource}/{id}`) has `<resource>.details.before|after`, the
 * sign-in page has `login.before|after`, and the settings index (its list of settings
 * cards) has `settings.list.before|after`.
 */
export const WIDGET_ZONES = [
  'login.before',
  'login.after',
  'settings.list.before',
  'settings.list.after',
  'product.list.before',
  'product.list.after',
  'product.details.before',
  'product.details.after',
  'product_category.list.before',
  'product_category.list.after',
  'collection.list.before',
  'collection.list.after',
  'collection.details.before',
  'collection.details.after',
  'order.list.before',
  'order.list.after',
  'order.details.before',
  'order.details.after',
  'draft_order.list.before',
  'draft_order.list.after',
  'draft_order.details.before',
  'draft_order.details.after',
  'customer.list.before',
  'customer.list.after',
  'customer.details.before',
  'customer.details.after',
  'customer_group.list.before',
  'customer_group.list.after',
  'customer_group.details.before',
  'customer_group.details.after',
  'discount.list.before',
  'discount.list.after',
  'discount.details.before',
  'discount.details.after',
  'gift_card.list.before',
  'gift_card.list.after',
  'gift_card.details.before',
  'gift_card.details.after',
  'price_list.list.before',
  'price_list.list.after',
  'price_list.details.before',
  'price_list.details.after',
  'inventory_item.list.before',
  'inventory_item.list.after',
] as const;

export type WidgetZone = (typeof WIDGET_ZONES)[number];

/** What a details zone's widget receives: the record the page shows. */
export interface DetailsZoneEntities {
  product: Product;
  collection: ProductCollection;
  order: Order;
  draft_order: DraftOrder;
  customer: Customer;
  customer_group: CustomerGroup;
  discount: Discount;
  gift_card: GiftCard;
  price_list: PriceList;
}

/** A widget's props by zone: `{ entity }` on details pages, nothing elsewhere. */
export type WidgetProps<Z extends WidgetZone> = Z extends `${infer R}.details.${string}`
  ? R extends keyof DetailsZoneEntities
    ? { entity: DetailsZoneEntities[R] }
    : never
  : Record<string, never>;

const zones = new Set<string>(WIDGET_ZONES);

export function isWidgetZone(zone: string): zone is WidgetZone {
  return zones.has(zone);
}

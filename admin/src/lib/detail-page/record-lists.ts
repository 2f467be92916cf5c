/**
 * The records a detail route shows (its `staticData.record`), each with the list it belongs
 * to: a missing record's page names what was not found and links back there. Route configs
 * import it, so it is in the first page's bundle: keep it to this table.
 */
export const RECORD_LISTS = {
  collection: '/a/collections',
  customer: '/a/customers',
  customerGroup: '/a/customers/groups',
  discount: '/a/discounts',
  draftOrder: '/a/draft-orders',
  giftCard: '/a/gift-cards',
  inventoryItem: '/a/inventory',
  order: '/a/orders',
  priceList: '/a/pricing',
  product: '/a/products',
  publishableApiKey: '/a/publishable-api-keys',
  region: '/a/settings/regions',
  salesChannel: '/a/sales-channels',
  stockLocation: '/a/settings/locations',
  swap: '/a/swaps',
} as const;

export type RecordKind = keyof typeof RECORD_LISTS;

/** Answers of the inventory endpoints for the component tests. */
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-03-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};

export const location = (id: string, name: string, address: object | null = null) => ({
  id,
  name,
  address_id: address ? `laddr_${id}` : null,
  address,
  ...dates,
});

export const locations = [location('sloc_1', 'Main warehouse'), location('sloc_2', 'Shop')];

export const level = (itemId: string, locationId: string, stocked: number, reserved = 0) => ({
  id: `ilev_${itemId}_${locationId}`,
  inventory_item_id: itemId,
  location_id: locationId,
  stocked_quantity: stocked,
  reserved_quantity: reserved,
  incoming_quantity: 0,
  available_quantity: stocked - reserved,
  ...dates,
});

export function item(id: string, title: string, levels: ReturnType<typeof level>[]) {
  return {
    id,
    sku: `SKU-${id}`,
    title,
    description: null,
    origin_country: null,
    hs_code: null,
    mid_code: null,
    material: null,
    weight: null,
    length: null,
    height: null,
    width: null,
    requires_shipping: true,
    thumbnail: null,
    location_levels: levels,
    stocked_quantity: levels.reduce((sum, l) => sum + l.stocked_quantity, 0),
    reserved_quantity: levels.reduce((sum, l) => sum + l.reserved_quantity, 0),
    ...dates,
  };
}

export const page = <T>(key: string, rows: T[]) => ({
  [key]: rows,
  count: rows.length,
  offset: 0,
  limit: 20,
});

export const reservation = (id: string, itemId: string, quantity: number) => ({
  id,
  location_id: 'sloc_1',
  inventory_item_id: itemId,
  line_item_id: null,
  quantity,
  description: 'Held for a fair',
  created_by: null,
  ...dates,
});

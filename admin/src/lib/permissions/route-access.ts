import type { Permission } from './permissions.ts';

/*
 * What each page of the main area needs to be seen, by path prefix under `/app`: the read
 * permission of the area whose data it shows. One list, checked by the `/a` layout's guard
 * before a page loads, so a direct URL to a page one may not use shows a clear message
 * instead of a failed read. Pages not listed (the settings index, one's profile, usage
 * data, extension pages) are open to every signed-in staff member.
 */
const PAGE_PERMISSIONS: readonly (readonly [prefix: string, permission: Permission])[] = [
  ['/a/orders', 'orders:read'],
  ['/a/draft-orders', 'orders:read'],
  ['/a/returns', 'orders:read'],
  ['/a/swaps', 'orders:read'],
  ['/a/products', 'products:read'],
  ['/a/collections', 'products:read'],
  ['/a/product-categories', 'products:read'],
  ['/a/customers', 'customers:read'],
  ['/a/discounts', 'discounts:read'],
  ['/a/gift-cards', 'gift-cards:read'],
  ['/a/pricing', 'pricing:read'],
  ['/a/inventory', 'inventory:read'],
  ['/a/sales-channels', 'channels:read'],
  ['/a/publishable-api-keys', 'api-keys:read'],
  ['/a/settings/currencies', 'store:read'],
  ['/a/settings/details', 'store:read'],
  ['/a/settings/locations', 'inventory:read'],
  ['/a/settings/notifications', 'orders:read'],
  ['/a/settings/regions', 'regions:read'],
  ['/a/settings/return-reasons', 'orders:read'],
  ['/a/settings/shipping-profiles', 'regions:read'],
  ['/a/settings/taxes', 'regions:read'],
  ['/a/settings/team', 'team:read'],
];

/** The permission a page needs, or null when any signed-in staff member may open it. */
export function pagePermission(pathname: string): Permission | null {
  const path = pathname.replace(/^\/app(?=\/)/, '');
  for (const [prefix, permission] of PAGE_PERMISSIONS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return permission;
  }
  return null;
}

import { usePermissions } from '../../lib/permissions/use-permissions.ts';

/**
 * What the draft order screens may offer the user's role (issue 21). Changing a draft is
 * `orders:write`; choosing its region and shipping option reads the regions area, picking
 * catalogue items the products area and suggesting customers the customers area, so each
 * part that needs another area's list is left out without that area's read.
 */
export function useDraftAccess() {
  const { can } = usePermissions();
  const change = can('orders:write');
  return {
    change,
    /** Creating a draft or changing its details: both choose a region. */
    editDetails: change && can('regions:read'),
    catalogue: can('products:read'),
    customers: can('customers:read'),
  };
}

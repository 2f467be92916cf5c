import { useMedusa } from '@commerce/client';
import { adminListReturnReasonsQueryOptions } from '@commerce/client/admin/return-reasons';
import { adminListShippingOptionsQueryOptions } from '@commerce/client/admin/shipping-options';
import { adminListStockLocationsQueryOptions } from '@commerce/client/admin/stock-locations';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';

/** The API's largest page: a store's locations, options and reasons fit in one. */
const ALL = 1000;

/*
 * Locations are the inventory area's and shipping options the regions area's (issue 21): a
 * role without their read is never asked for them, and the forms leave out the field that
 * would list them (see `useOrderChoicesAccess`).
 */

/** Which of the order forms' optional lists the user's role may read. */
export function useOrderChoicesAccess() {
  const { can } = usePermissions();
  return { locations: can('inventory:read'), shippingOptions: can('regions:read') };
}

/** Where stock can ship from or come back to; asked only while a dialog needs it. */
export function useStockLocations(enabled: boolean) {
  const { client } = useMedusa();
  const access = useOrderChoicesAccess();
  return useQuery({
    ...adminListStockLocationsQueryOptions(client, { limit: ALL }),
    enabled: enabled && access.locations,
    select: (data) => data.stock_locations.map((l) => ({ value: l.id, label: l.name })),
  });
}

/** The region's return shipping options (server/README.md, "Returns": `is_return` only). */
export function useReturnShippingOptions(regionId: string, enabled: boolean) {
  const { client } = useMedusa();
  const access = useOrderChoicesAccess();
  return useQuery({
    ...adminListShippingOptionsQueryOptions(client, {
      limit: ALL,
      region_id: regionId,
      is_return: true,
    }),
    enabled: enabled && access.shippingOptions,
    select: (data) => data.shipping_options,
  });
}

/** Why items come back, the nested reasons flattened under their parents. */
export function useReturnReasons(enabled: boolean) {
  const { client } = useMedusa();
  return useQuery({
    ...adminListReturnReasonsQueryOptions(client, { limit: ALL }),
    enabled,
    select: (data) =>
      data.return_reasons.flatMap((reason) => [
        { value: reason.id, label: reason.label },
        ...(reason.return_reason_children ?? []).map((child) => ({
          value: child.id,
          label: `${reason.label} › ${child.label}`,
        })),
      ]),
  });
}

/** The region's outbound shipping options (not for returns), for new items sent out. */
export function useOutboundShippingOptions(regionId: string, enabled: boolean) {
  const { client } = useMedusa();
  const access = useOrderChoicesAccess();
  return useQuery({
    ...adminListShippingOptionsQueryOptions(client, {
      limit: ALL,
      region_id: regionId,
      is_return: false,
    }),
    enabled: enabled && access.shippingOptions,
    select: (data) => data.shipping_options,
  });
}

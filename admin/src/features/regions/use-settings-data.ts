import { useMedusa } from '@commerce/client';
import {
  type AdminListRegionsData,
  adminListRegionsQueryOptions,
} from '@commerce/client/admin/regions';
import {
  type AdminListShippingProfilesData,
  adminListShippingProfilesQueryOptions,
} from '@commerce/client/admin/shipping-profiles';
import { type AdminGetStoreData, adminGetStoreQueryOptions } from '@commerce/client/admin/store';
import { useQuery } from '@tanstack/react-query';

export type Store = AdminGetStoreData['store'];
export type Region = AdminListRegionsData['regions'][number];
export type ShippingProfile = AdminListShippingProfilesData['shipping_profiles'][number];

/** The store: its currencies and the installed payment and fulfillment providers. */
export function useStore() {
  const { client } = useMedusa();
  return useQuery(adminGetStoreQueryOptions(client, {}));
}

/** Every region (a store has a handful; the API's largest page holds them all). */
export function useAllRegions() {
  const { client } = useMedusa();
  return useQuery({
    ...adminListRegionsQueryOptions(client, { limit: 1000, order: 'name' }),
    select: (data: AdminListRegionsData) => data.regions,
  });
}

/** Every shipping profile, for the shipping option form. */
export function useShippingProfiles() {
  const { client } = useMedusa();
  return useQuery({
    ...adminListShippingProfilesQueryOptions(client, { limit: 1000 }),
    select: (data: AdminListShippingProfilesData) => data.shipping_profiles,
  });
}

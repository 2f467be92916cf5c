import type { AdminListRegionsData } from '@commerce/client/admin/regions';
import type { AdminGetStoreData } from '@commerce/client/admin/store';

/** A column of the price grid: one of the store's currencies, or a region (in its currency). */
export interface PriceColumn {
  id: string;
  label: string;
  currency_code: string;
  region_id?: string;
}

type Store = AdminGetStoreData['store'];
type Region = AdminListRegionsData['regions'][number];

/** The store's currencies first (`cur_eur`), then each region (`reg_{id}`). */
export function priceColumns(store: Store | undefined, regions: readonly Region[]): PriceColumn[] {
  const currencies = (store?.currencies ?? []).map((currency) => ({
    id: `cur_${currency.code}`,
    label: currency.code.toUpperCase(),
    currency_code: currency.code,
  }));
  const byRegion = regions.map((region) => ({
    id: `reg_${region.id}`,
    label: `${region.name} (${region.currency_code.toUpperCase()})`,
    currency_code: region.currency_code,
    region_id: region.id,
  }));
  return [...currencies, ...byRegion];
}

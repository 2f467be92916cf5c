import type { StoreListRegionsData } from '@commerce/client/store/regions';
import { browserStorage, type KeyValueStorage, readJson, writeJson } from '../browser-storage.ts';

export type StoreRegion = StoreListRegionsData['regions'][number];

/** What the shopper picked: a region and, when they chose one, a country in it. */
export interface RegionChoice {
  regionId: string;
  countryCode?: string;
}

/**
 * Where the choice was remembered before the `store_region` cookie (lib/ssr/region-cookie.ts);
 * still written, and read where no cookie is (tests, a first page migrating it).
 */
export const REGION_STORAGE_KEY = 'commerce.storefront.region';

/**
 * The regions list every screen shares (one request, cached by React Query; on a page the
 * server rendered, read there and dehydrated into the page under this key).
 */
export const regionListParams = { limit: 100 } as const;

export function readRegionChoice(
  storage: KeyValueStorage | null = browserStorage(),
): RegionChoice | null {
  const stored = readJson(storage, REGION_STORAGE_KEY) as Partial<RegionChoice> | null;
  if (!stored || typeof stored.regionId !== 'string' || stored.regionId === '') return null;
  return {
    regionId: stored.regionId,
    ...(typeof stored.countryCode === 'string' ? { countryCode: stored.countryCode } : {}),
  };
}

export function writeRegionChoice(
  choice: RegionChoice,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  writeJson(storage, REGION_STORAGE_KEY, choice);
}

/**
 * The region in effect: the remembered one while it still exists, else the store's first.
 * Before the list has loaded, the remembered id alone lets prices be asked for at once.
 */
export function effectiveRegionId(
  choice: RegionChoice | null,
  regions: readonly StoreRegion[] | undefined,
): string | undefined {
  if (!regions) return choice?.regionId;
  const chosen = choice && regions.find((region) => region.id === choice.regionId);
  return chosen ? chosen.id : regions[0]?.id;
}

/** The value of a country option in the picker: `{regionId}:{iso_2}`, or the region alone. */
export function choiceValue(choice: RegionChoice): string {
  return choice.countryCode ? `${choice.regionId}:${choice.countryCode}` : choice.regionId;
}

export function parseChoiceValue(value: string): RegionChoice {
  const [regionId = '', countryCode] = value.split(':');
  return countryCode ? { regionId, countryCode } : { regionId };
}

import type { Client } from '@commerce/client';
import { storeListRegionsQueryOptions } from '@commerce/client/store/regions';
import type { QueryClient } from '@tanstack/react-query';
import {
  effectiveRegionId,
  type RegionChoice,
  readRegionChoice,
  regionListParams,
} from './region-choice.ts';

/**
 * For route loaders that wait for their data: the `region_id` the page's components will
 * ask prices for (the same query key, so they find the loader's answer in the cache). When
 * the regions cannot be read, no region: the products still load, without prices.
 */
export async function ensurePricingParams(
  queryClient: QueryClient,
  client: Client,
  // From the router's context when rendered on the server (its cookie); else localStorage.
  choice: RegionChoice | null = readRegionChoice(),
): Promise<{ region_id?: string }> {
  try {
    const { regions } = await queryClient.ensureQueryData(
      storeListRegionsQueryOptions(client, regionListParams),
    );
    const regionId = effectiveRegionId(choice, regions);
    return regionId ? { region_id: regionId } : {};
  } catch {
    return {};
  }
}

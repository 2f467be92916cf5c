import { readRegionChoice } from './region-choice.ts';

/** The remembered region id, for route loaders to prefetch prices in the right currency. */
export function storedPricingParams(): { region_id?: string } {
  const choice = readRegionChoice();
  return choice ? { region_id: choice.regionId } : {};
}

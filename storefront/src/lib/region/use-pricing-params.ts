import { useRegion } from './region-context.tsx';

/**
 * The `region_id` catalogue reads ask prices for, and whether to send them yet: they wait
 * for the region (so each page is fetched once, in the right currency) unless the regions
 * cannot be read, in which case products are still listed, without prices.
 */
export function usePricingParams(): { ready: boolean; params: { region_id?: string } } {
  const { regionId, isError } = useRegion();
  return {
    ready: regionId !== undefined || isError,
    params: regionId ? { region_id: regionId } : {},
  };
}

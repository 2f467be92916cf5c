import { useStoreListRegions } from '@commerce/client/store/regions';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import {
  effectiveRegionId,
  type RegionChoice,
  readRegionChoice,
  regionListParams,
  type StoreRegion,
  writeRegionChoice,
} from './region-choice.ts';

export interface RegionContextValue {
  regions: StoreRegion[] | undefined;
  /** The id prices are asked for; known before the list loads when a choice is remembered. */
  regionId: string | undefined;
  /** The region in effect, once the list has loaded. */
  region: StoreRegion | undefined;
  /** The country picked in the region, if any (it becomes the cart's country). */
  countryCode: string | undefined;
  isPending: boolean;
  isError: boolean;
  choose(choice: RegionChoice): void;
}

const RegionContext = createContext<RegionContextValue | null>(null);

/** Holds the shopper's region and country, remembered in localStorage between visits. */
export function RegionProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState(() => readRegionChoice());
  const { data, isPending, isError } = useStoreListRegions(regionListParams);
  const choose = useCallback((next: RegionChoice) => {
    writeRegionChoice(next);
    setChoice(next);
  }, []);
  const value = useMemo<RegionContextValue>(() => {
    const regions = data?.regions;
    const regionId = effectiveRegionId(choice, regions);
    const region = regions?.find((candidate) => candidate.id === regionId);
    const countryCode = choice?.regionId === regionId ? choice?.countryCode : undefined;
    return { regions, regionId, region, countryCode, isPending, isError, choose };
  }, [data, choice, isPending, isError, choose]);
  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

export function useRegion(): RegionContextValue {
  const context = useContext(RegionContext);
  if (!context) throw new Error('useRegion must be used within a RegionProvider');
  return context;
}

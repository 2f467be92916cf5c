import { useStoreListRegions } from '@commerce/client/store/regions';
import { useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { regionCookie } from '../ssr/region-cookie.ts';
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
  const context = useRouter().options.context;
  // Server-rendered pages take the cookie's choice (router context), so the server and the
  // hydrating browser start from the same region.
  const [choice, setChoice] = useState(() =>
    context.regionChoice !== undefined ? context.regionChoice : readRegionChoice(),
  );
  const { data, isPending, isError } = useStoreListRegions(regionListParams);
  const choose = useCallback((next: RegionChoice) => {
    writeRegionChoice(next);
    document.cookie = regionCookie(next);
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

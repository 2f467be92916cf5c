import { useStoreListRegions } from '@commerce/client/store/regions';
import { useRouter } from '@tanstack/react-router';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { regionCookie, rememberCookie } from '../ssr/region-cookie.ts';
import { regionToMigrate } from '../ssr/stored-choices.ts';
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

/**
 * Holds the shopper's region and country, remembered between visits in the `store_region`
 * cookie the server renders prices from (and in localStorage, read only without one).
 */
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
    rememberCookie(regionCookie(next));
    setChoice(next);
  }, []);
  // A page rendered without a region cookie (null, not undefined: the server rendered it)
  // for a shopper who picked a region before the cookie existed: moved to the cookie once.
  const renderedWithoutCookie = context.regionChoice === null;
  useEffect(() => {
    if (!renderedWithoutCookie) return;
    const stored = regionToMigrate(document.cookie);
    if (stored) choose(stored);
  }, [renderedWithoutCookie, choose]);
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

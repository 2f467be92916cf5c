import { useStoreListRegions } from '@commerce/client/store/regions';
import { useRouter } from '@tanstack/react-router';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { cookieValue, REGION_COOKIE, regionCookie, rememberCookie } from '../ssr/region-cookie.ts';
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
  // Server-rendered pages take the region they were rendered in (router context: the
  // cookie's, or the browser's languages'), so the server and the browser start the same.
  const [choice, setChoice] = useState(() =>
    context.regionChoice !== undefined ? context.regionChoice : readRegionChoice(),
  );
  const { data, isPending, isError } = useStoreListRegions(regionListParams);
  const choose = useCallback((next: RegionChoice) => {
    writeRegionChoice(next);
    rememberCookie(regionCookie(next));
    setChoice(next);
  }, []);
  // A page the server rendered without a region cookie: a region picked before the cookie
  // existed (localStorage) is moved to it, as a choice wins over the browser's languages;
  // else the region the page was rendered in (the browser's, or the store's default: none)
  // is remembered, so the next pages keep it whatever the browser sends.
  const rendered = context.regionChoice;
  useEffect(() => {
    if (rendered === undefined || cookieValue(document.cookie, REGION_COOKIE) !== undefined) return;
    const stored = regionToMigrate(document.cookie);
    // In a transition, as it runs while the route's page may still wait to hydrate
    // (lib/cart/use-cart-region-sync.ts).
    if (stored) startTransition(() => choose(stored));
    else if (rendered) rememberCookie(regionCookie(rendered));
  }, [rendered, choose]);
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

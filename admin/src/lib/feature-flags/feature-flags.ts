import { type Store, useMedusa } from '@commerce/client';
import { adminGetStoreQueryOptions } from '@commerce/client/admin/store';
import { useQuery } from '@tanstack/react-query';

/**
 * Feature flags (specification section 4): the store's `feature_flags` plus every enabled
 * module, each treated as enabled. Screens ask for one flag, e.g. `analytics` (section 6).
 */

/** A flag the admin reads; any other key a server reports works too. */
export type FeatureFlag = 'analytics' | 'tax_inclusive_pricing' | (string & {});

/**
 * Tax-inclusive prices (`includes_tax` on regions, currencies and price lists): a Medusa v1
 * server ships it off and then refuses the field (400 "includes_tax should not exist"), so
 * the admin neither shows nor sends it unless the store reports the flag (issue 25).
 */
export const TAX_INCLUSIVE_PRICING: FeatureFlag = 'tax_inclusive_pricing';

/** The enabled flags of a store from `GET /admin/store`. */
export function featureFlagsOf(
  store: Pick<Store, 'feature_flags' | 'modules'> | null | undefined,
): ReadonlySet<string> {
  const flags = new Set<string>();
  for (const flag of store?.feature_flags ?? []) {
    // Only a flag whose value is true is on; the list also names the ones turned off.
    if (flag.value === true) flags.add(flag.key);
  }
  for (const module of store?.modules ?? []) {
    // A module is listed once loaded. Its `resolution` is no sign: Medusa v1 reports the
    // module definition's default package, `false` for an installed inventory module.
    if (module.module) flags.add(module.module);
  }
  return flags;
}

/**
 * Whether `flag` is on for the store, read through the generated store query (one shared
 * cache entry with every other reader of `GET /admin/store`). Undefined while the store
 * loads and when it cannot be read: not known, so show and send nothing that needs the
 * flag, and do not say it is off either.
 */
export function useFeatureFlag(flag: FeatureFlag): boolean | undefined {
  const { client } = useMedusa();
  const { data } = useQuery({
    ...adminGetStoreQueryOptions(client),
    select: (answer) => featureFlagsOf(answer.store).has(flag),
  });
  return data;
}

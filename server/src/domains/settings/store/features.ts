import type { AdminComponents } from '@commerce/client/contract';

type FeatureFlag = AdminComponents['schemas']['FeatureFlag'];
type StoreModule = AdminComponents['schemas']['StoreModule'];

/*
 * What `GET /admin/store` reports as the server's feature flags and modules; the admin
 * turns parts of itself on from them (spec section 4, "Feature flags").
 *
 * `analytics` is off unless switched on: the admin then asks each staff member for usage
 * data consent, which only makes sense where the store has somewhere to send it. The
 * others name features this server always has.
 */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<string, boolean>> = {
  analytics: false,
  product_categories: true,
  publishable_api_keys: true,
  sales_channels: true,
  tax_inclusive_pricing: true,
};

/**
 * Built in, never swapped: the admin's inventory screens look for the first two, its custom
 * roles and its staff sessions and password change for the next two, and the returns and
 * exchanges lists' filters and sorts for the last (Medusa v1 has none of the last three: its
 * `GET /admin/returns` and `/admin/swaps` take only `limit` and `offset`; it lists none of
 * them, so the admin leaves them out there; issue 25).
 */
export const MODULES: readonly StoreModule[] = [
  { module: 'inventoryService', resolution: 'built-in' },
  { module: 'stockLocationService', resolution: 'built-in' },
  { module: 'customRoles', resolution: 'built-in' },
  { module: 'staffSessions', resolution: 'built-in' },
  { module: 'afterSalesFilters', resolution: 'built-in' },
];

/**
 * `FEATURE_FLAGS=analytics,tax_inclusive_pricing=false`: each entry turns a flag on, or
 * sets it to the `=true`/`=false` after it. Unknown keys are reported as given.
 */
export function featureFlagsFromEnv(value: string | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const entry of (value ?? '').split(',')) {
    const [rawKey, rawValue] = entry.split('=');
    const key = rawKey?.trim();
    if (!key) continue;
    const setting = rawValue?.trim().toLowerCase();
    if (setting !== undefined && setting !== 'true' && setting !== 'false') {
      throw new Error(`FEATURE_FLAGS: ${key} must be set to true or false, not "${rawValue}"`);
    }
    flags[key] = setting !== 'false';
  }
  return flags;
}

/** The flags as the contract lists them: the defaults with the overrides applied. */
export function featureFlagList(overrides: Readonly<Record<string, boolean>> = {}): FeatureFlag[] {
  return Object.entries({ ...DEFAULT_FEATURE_FLAGS, ...overrides })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => ({ key, value }));
}

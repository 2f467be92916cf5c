import { type Client, type Store, useMedusa } from '@commerce/client';
import { adminGetStoreQueryOptions } from '@commerce/client/admin/store';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Permission } from '../permissions/permissions.ts';
import { featureFlagsOf } from './feature-flags.ts';

/*
 * What the backend has (issue 25): parts of the API that a Medusa v1 backend only serves
 * when a module is installed or a feature flag is on, read from `GET /admin/store`
 * (`feature_flags` and `modules`). A default Medusa 1.20 install has no inventory or stock
 * location module (those routes answer 500) and `product_categories` off (404); this
 * server reports all of them.
 */

export type Capability =
  | 'inventory'
  | 'product_categories'
  | 'sales_channels'
  | 'publishable_api_keys'
  | 'tax_inclusive_pricing'
  | 'custom_roles'
  | 'staff_sessions'
  | 'after_sales_filters';

/** What each capability needs in the store's answer: every listed flag or module. */
const NEEDS: Readonly<Record<Capability, readonly string[]>> = {
  // Items, reservations and stock locations: Medusa's inventory screens need both modules.
  inventory: ['inventoryService', 'stockLocationService'],
  product_categories: ['product_categories'],
  sales_channels: ['sales_channels'],
  publishable_api_keys: ['publishable_api_keys'],
  tax_inclusive_pricing: ['tax_inclusive_pricing'],
  // This server's own staff routes, which Medusa v1 has not (404): custom roles
  // (`/admin/roles`), and a staff member's sessions and password change
  // (`/admin/auth/sessions`, `POST /admin/auth/password`).
  custom_roles: ['customRoles'],
  staff_sessions: ['staffSessions'],
  // The returns and exchanges lists' status filters and sorts: Medusa v1's
  // `GET /admin/returns` and `GET /admin/swaps` take only `limit` and `offset` (400).
  after_sales_filters: ['afterSalesFilters'],
};

export const CAPABILITIES = Object.keys(NEEDS) as Capability[];

/** The capabilities a store answer reports. */
export function capabilitiesOf(
  store: Pick<Store, 'feature_flags' | 'modules'> | null | undefined,
): ReadonlySet<Capability> {
  const on = featureFlagsOf(store);
  return new Set(CAPABILITIES.filter((capability) => NEEDS[capability].every((k) => on.has(k))));
}

/** The permissions that only make sense where the backend has a capability. */
const PERMISSION_NEEDS: Partial<Record<Permission, Capability>> = {
  'inventory:read': 'inventory',
  'inventory:write': 'inventory',
  'channels:read': 'sales_channels',
  'channels:write': 'sales_channels',
  'api-keys:read': 'publishable_api_keys',
  'api-keys:write': 'publishable_api_keys',
};

/** The capability a permission's area needs, if any. */
export function permissionCapability(permission: Permission): Capability | undefined {
  return PERMISSION_NEEDS[permission];
}

/** The pages of the main area that a backend without the capability cannot serve. */
const PAGE_NEEDS: readonly (readonly [prefix: string, capability: Capability])[] = [
  ['/a/inventory', 'inventory'],
  ['/a/settings/locations', 'inventory'],
  ['/a/product-categories', 'product_categories'],
  ['/a/sales-channels', 'sales_channels'],
  ['/a/publishable-api-keys', 'publishable_api_keys'],
];

/** The capability the page at `pathname` (with or without `/app`) needs, if any. */
export function pageCapability(pathname: string): Capability | undefined {
  const path = pathname.replace(/^\/app(?=\/)/, '');
  return PAGE_NEEDS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
}

/**
 * The store's capabilities for the guard: from the cache, or read once. Null when the store
 * cannot be read: then nothing is known, and the page's own reads say what is wrong.
 */
export async function loadCapabilities(context: {
  queryClient: QueryClient;
  client: Client;
}): Promise<ReadonlySet<Capability> | null> {
  try {
    const answer = await context.queryClient.ensureQueryData(
      adminGetStoreQueryOptions(context.client),
    );
    return capabilitiesOf(answer.store);
  } catch {
    return null;
  }
}

export interface Capabilities {
  /**
   * True or false once the store is read; undefined while it loads or when it cannot be
   * read. Show or send something only on true; say "not available" only on false.
   */
  has(capability: Capability): boolean | undefined;
}

/**
 * The backend's capabilities from the shared `GET /admin/store` query; undefined while it
 * loads or when it cannot be read.
 */
export function useCapabilitySet(): ReadonlySet<Capability> | undefined {
  const { client } = useMedusa();
  return useQuery({
    ...adminGetStoreQueryOptions(client),
    select: (answer) => capabilitiesOf(answer.store),
  }).data;
}

/** The backend's capabilities: see `Capabilities.has`. */
export function useCapabilities(): Capabilities {
  const set = useCapabilitySet();
  return { has: (capability) => (set ? set.has(capability) : undefined) };
}

/** One capability: see `Capabilities.has`. */
export function useCapability(capability: Capability): boolean | undefined {
  return useCapabilities().has(capability);
}

/* Fixtures shared by the regions feature's tests. */
import { adminUser, apiRoutes, storeAnswer } from './api-routes.ts';
import { renderApp } from './render-app.tsx';

export const LOAD = { timeout: 5000 };
export const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
// Tax-inclusive pricing on, as this server reports it; a Medusa v1 default has it off.
export const store = storeAnswer(['tax_inclusive_pricing']);
store.store.payment_providers = [{ id: 'manual', is_installed: true }] as never;
store.store.fulfillment_providers = [{ id: 'manual', is_installed: true }] as never;
export const currencies = store.store.currencies.map((c) => ({ ...c, includes_tax: false }));
store.store.currencies = currencies;
export const nordic = {
  id: 'reg_no',
  name: 'Nordics',
  currency_code: 'eur',
  tax_rate: 25,
  tax_code: null,
  gift_cards_taxable: true,
  automatic_taxes: true,
  includes_tax: false,
  tax_provider_id: null,
  countries: [
    {
      id: 1,
      iso_2: 'dk',
      iso_3: 'dnk',
      num_code: 208,
      name: 'DENMARK',
      display_name: 'Denmark',
      region_id: 'reg_no',
    },
  ],
  payment_providers: [{ id: 'manual', is_installed: true }],
  fulfillment_providers: [{ id: 'manual', is_installed: true }],
  ...dates,
};
export const profile = { id: 'sp_default', name: 'Default profile', type: 'default', ...dates };
export const refusal = (message: string, status = 400, type = 'invalid_data') =>
  Response.json({ type, message }, { status });

/** Renders the app at `path` against a fake API with a store, a region and a profile. */
export function setup(path: string, extra: Record<string, unknown> = {}) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': store,
    'GET /admin/regions': { regions: [nordic], count: 1, offset: 0, limit: 20 },
    'GET /admin/regions/reg_no': { region: nordic },
    'GET /admin/shipping-profiles': {
      shipping_profiles: [profile],
      count: 1,
      offset: 0,
      limit: 1000,
    },
    'GET /admin/shipping-options': { shipping_options: [], count: 0, offset: 0, limit: 1000 },
    'GET /admin/regions/reg_no/fulfillment-options': {
      fulfillment_options: [
        {
          provider_id: 'manual',
          options: [
            { id: 'manual-fulfillment' },
            { id: 'manual-fulfillment-return', is_return: true },
          ],
        },
      ],
    },
    ...extra,
  } as Parameters<typeof apiRoutes>[0]);
  return { ...routes, ...renderApp(path, routes.api) };
}

import type { Capability } from '../lib/feature-flags/capabilities.ts';
import type { FakeApi } from './render-app.tsx';

/** One answer of a fake endpoint: a JSON body (200) or a full Response. */
// Not `unknown`: that would swallow the handler type and leave its parameters untyped.
export type FakeAnswer = Response | object | string | number | boolean | null;
export type FakeHandler = (request: Request, body: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * A fake API from a table of `"METHOD /path"` handlers (a path may end in `/*` to take
 * any rest). Unlisted requests answer 404 JSON, like the server's unknown routes, and every
 * request is recorded for assertions. `GET /admin/store`, unless listed, answers as this
 * server does (`storeAnswer()`: every capability present, issue 25).
 */
export function apiRoutes(given: Record<string, FakeHandler | FakeAnswer>) {
  const table: Record<string, FakeHandler | FakeAnswer> = {
    'GET /admin/store': () => storeAnswer(),
    ...given,
  };
  const requests: RecordedRequest[] = [];
  const find = (method: string, path: string) => {
    const exact = table[`${method} ${path}`];
    if (exact !== undefined) return exact;
    const prefix = Object.keys(table).find((key) => {
      const [m, p] = key.split(' ');
      return m === method && p?.endsWith('/*') && path.startsWith(p.slice(0, -1));
    });
    return prefix === undefined ? undefined : table[prefix];
  };
  const api: FakeApi = async (request) => {
    const url = new URL(request.url);
    // An upload's body is recorded as its FormData (its text is not JSON).
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    const text = request.method === 'GET' || multipart ? '' : await request.text();
    const body = multipart ? await request.formData() : text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
    const entry = find(request.method, url.pathname);
    if (entry === undefined) {
      return Response.json({ type: 'not_found', message: 'Not found' }, { status: 404 });
    }
    const answer = typeof entry === 'function' ? await entry(request, body) : entry;
    return answer instanceof Response ? answer : Response.json(answer);
  };
  const called = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  return { api, requests, called };
}

export const notFound = (message = 'Not found') =>
  Response.json({ type: 'not_found', message }, { status: 404 });

export const notImplemented = () =>
  Response.json({ type: 'not_implemented', message: 'Not implemented' }, { status: 501 });

export const adminUser = {
  id: 'usr_01',
  email: 'admin@example.com',
  first_name: 'Store',
  last_name: 'Admin',
  role: 'admin',
  metadata: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
};

/** What this server reports and the admin turns parts of itself on from (issue 25). */
const SERVER_FLAGS = ['product_categories', 'publishable_api_keys', 'sales_channels'];
const SERVER_MODULES = [
  { module: 'inventoryService', resolution: 'built-in', needed: 'inventory' },
  { module: 'stockLocationService', resolution: 'built-in', needed: 'inventory' },
  { module: 'customRoles', resolution: 'built-in', needed: 'custom_roles' },
  { module: 'staffSessions', resolution: 'built-in', needed: 'staff_sessions' },
  { module: 'afterSalesFilters', resolution: 'built-in', needed: 'after_sales_filters' },
] as const;
/** The capabilities that come from a module rather than a feature flag. */
const MODULE_CAPABILITIES = new Set<string>(SERVER_MODULES.map((m) => m.needed));

/**
 * `GET /admin/store` as this server answers it, with the given feature flags on as well
 * (`tax_inclusive_pricing` only when given) and the `lacking` capabilities' flags off or
 * modules left out, as a Medusa v1 backend without them answers.
 */
export function storeAnswer(
  flags: string[] = [],
  name = 'Demo store',
  lacking: readonly Capability[] = [],
) {
  const off = new Set<string>(lacking);
  const on = new Set([...SERVER_FLAGS.filter((key) => !off.has(key)), ...flags]);
  return {
    store: {
      id: 'store_01',
      name,
      default_currency_code: 'eur',
      currencies: [
        { code: 'eur', symbol: '€', symbol_native: '€', name: 'Euro' },
        { code: 'usd', symbol: '$', symbol_native: '$', name: 'US Dollar' },
      ],
      swap_link_template: null,
      payment_link_template: null,
      invite_link_template: null,
      default_sales_channel_id: null,
      default_location_id: null,
      metadata: null,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      feature_flags: [
        ...[...on].map((key) => ({ key, value: true })),
        ...[...off]
          .filter((key) => !MODULE_CAPABILITIES.has(key) && !on.has(key))
          .map((key) => ({ key, value: false })),
      ],
      modules: SERVER_MODULES.filter(({ needed }) => !off.has(needed)).map(
        ({ module, resolution }) => ({ module, resolution }),
      ),
      payment_providers: [],
      fulfillment_providers: [],
    },
  };
}

/** `GET /admin/analytics-configs` when the user has answered. */
export function analyticsConfigAnswer(preferences: { opt_out: boolean; anonymize: boolean }) {
  return {
    analytics_config: {
      id: 'acfg_01',
      user_id: adminUser.id,
      ...preferences,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      deleted_at: null,
    },
  };
}

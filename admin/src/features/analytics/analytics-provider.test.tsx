import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics, AnalyticsMessage } from '../../lib/analytics/analytics.ts';
import { useAnalytics } from '../../lib/analytics/react.tsx';
import {
  adminUser,
  analyticsConfigAnswer,
  apiRoutes,
  notFound,
  notImplemented,
  storeAnswer,
} from '../../test/api-routes.ts';
import { fakeTransport } from '../../test/fake-analytics-transport.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { settle } from '../../test/settle.ts';
import { AnalyticsProvider } from './analytics-provider.tsx';

type Preferences = { opt_out: boolean; anonymize: boolean } | null;

/** The signed-in user: the built-in admin's permissions unless the test gives others. */
function setup(preferences: Preferences, user: object = adminUser) {
  const routes = apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/store': storeAnswer(['analytics'], 'Demo store'),
    'GET /admin/analytics-configs': preferences ? analyticsConfigAnswer(preferences) : notFound(),
    'GET /admin/users': { users: [adminUser], count: 3, offset: 0, limit: 1 },
    'GET /admin/products': { products: [], count: 26, offset: 0, limit: 1 },
    'GET /admin/regions': {
      regions: [{ name: 'Europe' }, { name: 'North America' }],
      count: 2,
      offset: 0,
      limit: 100,
    },
    // Not built on the server yet: they must cost nothing but a missing event.
    'GET /admin/orders': notImplemented,
    'GET /admin/discounts': notImplemented,
  });
  const collector = fakeTransport();
  let analytics: Analytics | undefined;
  function Grab() {
    analytics = useAnalytics();
    return null;
  }
  const root = createRootRoute({
    component: () => (
      <AnalyticsProvider transport={collector.transport}>
        <Grab />
        <Outlet />
      </AnalyticsProvider>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> });
  const orders = createRoute({
    getParentRoute: () => root,
    path: '/orders',
    component: () => <p>Orders page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, orders]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const { queryClient } = renderWithClient(<RouterProvider router={router} />, routes.api);

  /** Everything sent so far. */
  async function sent(): Promise<AnalyticsMessage[]> {
    await analytics?.flush();
    return collector.events() as AnalyticsMessage[];
  }
  /** Opens /, then /orders; answers everything sent by then. */
  async function journey(): Promise<AnalyticsMessage[]> {
    await screen.findByText('Home');
    await settle(queryClient);
    if (preferences && !preferences.opt_out) {
      // The view of / is recorded once the preference has been read.
      await vi.waitFor(async () => expect(pages(await sent())).toEqual(['/']));
    }
    await router.navigate({ to: '/orders' } as never);
    await screen.findByText('Orders page');
    await settle(queryClient);
    return sent();
  }
  return { ...routes, journey, sent };
}

const pages = (events: AnalyticsMessage[]) =>
  events.flatMap((event) => (event.type === 'page' ? [event.path] : []));

const tracked = (events: AnalyticsMessage[]) =>
  Object.fromEntries(
    events.flatMap((event) => (event.type === 'track' ? [[event.event, event.properties]] : [])),
  );

describe('AnalyticsProvider', () => {
  it('sends page views, identify and the named events of section 7', async () => {
    const { journey, sent, called } = setup({ opt_out: false, anonymize: false });
    await journey();
    // Each event goes out once its list has answered, so wait for all of them.
    await vi.waitFor(async () =>
      expect(tracked(await sent())).toEqual({
        num_users: { count: 3 },
        num_products: { count: 26 },
        store_name: { store_name: 'Demo store' },
        regions: { regions: ['Europe', 'North America'], count: 2 },
        currencies: { currencies: ['eur', 'usd'] },
        user_email: { email: 'admin@example.com' },
      }),
    );
    const events = await sent();
    expect(pages(events)).toEqual(['/', '/orders']);
    expect(events.find((e) => e.type === 'identify')).toMatchObject({
      userId: 'usr_01',
      traits: { store_name: 'Demo store' },
    });
    // Orders and discounts answer 501: asked once (no retry), and no event.
    expect(called('GET', '/admin/orders')).toHaveLength(1);
    expect(called('GET', '/admin/discounts')).toHaveLength(1);
  });

  it('leaves the email out when anonymized', async () => {
    const { journey, sent } = setup({ opt_out: false, anonymize: true });
    await journey();
    await vi.waitFor(async () =>
      expect(Object.keys(tracked(await sent())).sort()).toEqual([
        'currencies',
        'num_products',
        'num_users',
        'regions',
        'store_name',
      ]),
    );
    const events = await sent();
    expect(events.some((e) => e.type === 'identify')).toBe(true);
    expect(JSON.stringify(events)).not.toContain(adminUser.email);
  });

  it('sends nothing at all, and reads nothing for it, when opted out', async () => {
    const { journey, requests } = setup({ opt_out: true, anonymize: false });
    expect(await journey()).toEqual([]);
    const read = new Set(requests.map((r) => r.path));
    for (const path of ['/admin/users', '/admin/products', '/admin/orders', '/admin/regions']) {
      expect(read.has(path), path).toBe(false);
    }
  });

  it('sends nothing before the user has answered the consent overlay', async () => {
    const { journey } = setup(null);
    expect(await journey()).toEqual([]);
  });

  it('reads only the lists the role may read, and sends their events alone', async () => {
    const support = {
      ...adminUser,
      role: 'member',
      permissions: ['orders:read', 'orders:write', 'customers:read', 'customers:write'],
    };
    const { journey, sent, called } = setup({ opt_out: false, anonymize: false }, support);
    await journey();
    await vi.waitFor(async () =>
      expect(Object.keys(tracked(await sent())).sort()).toEqual([
        'currencies',
        'store_name',
        'user_email',
      ]),
    );
    for (const path of ['/admin/users', '/admin/products', '/admin/discounts', '/admin/regions']) {
      expect(called('GET', path), path).toHaveLength(0);
    }
    // Orders are Support's to read: asked once (it answers 501 here, so no event).
    expect(called('GET', '/admin/orders')).toHaveLength(1);
  });
});

import { type Store, useMedusa } from '@commerce/client';
import type { AdminGetAuthData } from '@commerce/client/admin/auth';
import { adminListDiscountsQueryOptions } from '@commerce/client/admin/discounts';
import { adminListOrdersQueryOptions } from '@commerce/client/admin/orders';
import { adminListProductsQueryOptions } from '@commerce/client/admin/products';
import { adminListRegionsQueryOptions } from '@commerce/client/admin/regions';
import { adminListUsersQueryOptions } from '@commerce/client/admin/users';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type {
  Analytics,
  AnalyticsEventName,
  AnalyticsEvents,
} from '../../lib/analytics/analytics.ts';
import { type Permission, permissionsOf } from '../../lib/permissions/permissions.ts';

interface UsageSources {
  recording: boolean;
  user: AdminGetAuthData['user'] | undefined;
  store: Pick<Store, 'name' | 'currencies'> | undefined;
}

/** One record is enough: only the `count` of each list is read. */
const COUNT_ONLY = { limit: 1 } as const;
/** Region names are sent, so a page of them; `count` still says how many there are. */
const REGION_PAGE = { limit: 100 } as const;

/**
 * Section 7's named events, each sent once per session: counts of users, orders, products
 * and discounts, the store name, regions, currencies and the user's email (the client drops
 * the email when anonymized). The lists are read only while recording and only when the
 * role may read them, and a list that fails (or answers 501) sends no event.
 */
export function useUsageEvents(analytics: Analytics, { recording, user, store }: UsageSources) {
  const { client } = useMedusa();
  // Each list is an area the user's role may not read (issue 21): it is not asked for then,
  // and its event is not sent. The permissions come from the same `GET /admin/auth` answer
  // (read only while recording), so the invite page, signed out, asks for nothing more.
  const held = permissionsOf(user);
  // Not retried: a count is not worth a second request, and 501 will not change.
  const read = (permission: Permission) =>
    ({ enabled: recording && held.has(permission), retry: false }) as const;
  const users = useQuery({
    ...adminListUsersQueryOptions(client, COUNT_ONLY),
    ...read('team:read'),
  }).data;
  const orders = useQuery({
    ...adminListOrdersQueryOptions(client, COUNT_ONLY),
    ...read('orders:read'),
  }).data;
  const products = useQuery({
    ...adminListProductsQueryOptions(client, COUNT_ONLY),
    ...read('products:read'),
  }).data;
  const discounts = useQuery({
    ...adminListDiscountsQueryOptions(client, COUNT_ONLY),
    ...read('discounts:read'),
  }).data;
  const regions = useQuery({
    ...adminListRegionsQueryOptions(client, REGION_PAGE),
    ...read('regions:read'),
  }).data;

  const track = useTrackOnce(analytics, recording);
  track('num_users', users && { count: users.count });
  track('num_orders', orders && { count: orders.count });
  track('num_products', products && { count: products.count });
  track('num_discounts', discounts && { count: discounts.count });
  track('store_name', store && { store_name: store.name });
  track(
    'regions',
    regions && { regions: regions.regions.map((region) => region.name), count: regions.count },
  );
  track(
    'currencies',
    store?.currencies && { currencies: store.currencies.map((currency) => currency.code) },
  );
  track('user_email', user && { email: user.email });
}

/**
 * `track(event, properties)` for use during render: each event goes out once, from an
 * effect, as soon as its properties are known and recording is on.
 */
function useTrackOnce(analytics: Analytics, recording: boolean) {
  const sent = useRef(new Set<AnalyticsEventName>());
  const pending = new Map<AnalyticsEventName, AnalyticsEvents[AnalyticsEventName]>();
  useEffect(() => {
    if (!recording) return;
    for (const [event, properties] of pending) {
      if (sent.current.has(event)) continue;
      sent.current.add(event);
      analytics.track(event, properties as never);
    }
  });
  return <E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E] | undefined) => {
    if (properties) pending.set(event, properties);
  };
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../../test/fake-analytics-transport.ts';
import {
  type AnalyticsPreferences,
  createAnalytics,
  flushWhenHidden,
  pagePath,
} from './analytics.ts';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const shared: AnalyticsPreferences = { opt_out: false, anonymize: false };
const anonymous: AnalyticsPreferences = { opt_out: false, anonymize: true };
const optedOut: AnalyticsPreferences = { opt_out: true, anonymize: false };

function start(preferences: AnalyticsPreferences | null) {
  const fake = fakeTransport();
  const analytics = createAnalytics({ transport: fake.transport, preferences, now: () => NOW });
  return { fake, analytics };
}

/** Every kind of call the admin makes, once. */
function useEverything(analytics: ReturnType<typeof createAnalytics>) {
  analytics.identify('usr_01', { store_name: 'Shop' });
  analytics.page('/app/a/orders');
  analytics.track('num_users', { count: 3 });
  analytics.track('num_orders', { count: 120 });
  analytics.track('num_products', { count: 40 });
  analytics.track('num_discounts', { count: 2 });
  analytics.track('store_name', { store_name: 'Shop' });
  analytics.track('regions', { regions: ['EU', 'NA'], count: 2 });
  analytics.track('currencies', { currencies: ['eur', 'usd'] });
  analytics.track('user_email', { email: 'admin@example.com' });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the analytics client', () => {
  it('sends page views, identify and named events as one batch of 10', async () => {
    const { fake, analytics } = start(shared);
    useEverything(analytics);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toHaveLength(1);
    const timestamp = NOW.toISOString();
    expect(fake.batches[0]?.slice(0, 3)).toEqual([
      { type: 'identify', userId: 'usr_01', traits: { store_name: 'Shop' }, timestamp },
      { type: 'page', path: '/app/a/orders', userId: 'usr_01', timestamp },
      { type: 'track', event: 'num_users', properties: { count: 3 }, userId: 'usr_01', timestamp },
    ]);
    expect(fake.events()).toContainEqual(
      expect.objectContaining({ event: 'user_email', properties: { email: 'admin@example.com' } }),
    );
  });

  it('waits 5 s for fewer than 10 events', async () => {
    const { fake, analytics } = start(shared);
    analytics.page('/app/a/products');
    await vi.advanceTimersByTimeAsync(4999);
    expect(fake.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.events()).toEqual([
      { type: 'page', path: '/app/a/products', timestamp: NOW.toISOString() },
    ]);
  });

  it('sends no email when anonymized, and everything else', async () => {
    const { fake, analytics } = start(anonymous);
    useEverything(analytics);
    await analytics.flush();
    const events = fake.events();
    expect(events).toHaveLength(9);
    expect(JSON.stringify(events)).not.toContain('admin@example.com');
    expect(events).not.toContainEqual(expect.objectContaining({ event: 'user_email' }));
    expect(events[0]).toMatchObject({ type: 'identify', traits: { store_name: 'Shop' } });
  });

  it('strips an email property from any event when anonymized', async () => {
    const { fake, analytics } = start(anonymous);
    const properties = { count: 1, email: 'a@b.c' } as unknown as { count: number };
    analytics.track('num_users', properties);
    await analytics.flush();
    expect(fake.events()).toEqual([expect.objectContaining({ properties: { count: 1 } })]);
  });

  it('sends nothing at all when opted out', async () => {
    const { fake, analytics } = start(optedOut);
    useEverything(analytics);
    useEverything(analytics);
    await vi.advanceTimersByTimeAsync(60_000);
    await analytics.flush();
    expect(fake.batches).toEqual([]);
  });

  it('sends nothing before the user has answered the consent overlay', async () => {
    const { fake, analytics } = start(null);
    useEverything(analytics);
    await analytics.flush();
    expect(fake.batches).toEqual([]);
  });

  it('drops what is waiting when the user opts out, and starts once they opt in', async () => {
    const { fake, analytics } = start(shared);
    analytics.page('/app/a/orders');
    analytics.setPreferences(optedOut);
    analytics.page('/app/a/products');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.batches).toEqual([]);

    analytics.setPreferences(anonymous);
    analytics.page('/app/a/customers');
    await analytics.flush();
    expect(fake.events()).toEqual([expect.objectContaining({ path: '/app/a/customers' })]);
  });

  it('keeps query strings and fragments (tokens) out of page views', () => {
    expect(pagePath('/app/reset-password?token=secret')).toBe('/app/reset-password');
    expect(pagePath('/app/invite#token=secret')).toBe('/app/invite');
    expect(pagePath('')).toBe('/');
  });

  it('flushes when the tab is hidden', async () => {
    const { fake, analytics } = start(shared);
    const stop = flushWhenHidden(analytics);
    analytics.page('/app/a/orders');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toHaveLength(1);
    stop();
    visibility.mockRestore();
  });
});

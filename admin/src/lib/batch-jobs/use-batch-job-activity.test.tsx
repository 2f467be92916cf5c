// @vitest-environment jsdom
import { type BatchJob, createClient, createQueryClient, MedusaProvider } from '@commerce/client';
import { focusManager, QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../../../public/locales/en/common.json';
import { batchJob } from '../../test/batch-job-fixture.ts';
import { useBatchJobActivity } from './use-batch-job-activity.ts';

const START = new Date('2025-06-15T12:00:00.000Z').getTime();

function setup(answer: (poll: number) => BatchJob[], queryClient = testQueryClient()) {
  const requests: { at: number; url: URL }[] = [];
  const api = async (request: Request) => {
    requests.push({ at: Date.now() - START, url: new URL(request.url) });
    return Response.json({ batch_jobs: answer(requests.length), count: 0, limit: 100, offset: 0 });
  };
  const client = createClient({ baseUrl: 'http://api.test', fetch: api });
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: english } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const notify = vi.fn<(message: string) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MedusaProvider client={client} queryClient={queryClient}>
        {children}
      </MedusaProvider>
    </I18nextProvider>
  );
  const hook = renderHook(() => useBatchJobActivity({ notify }), { wrapper });
  return { requests, queryClient, notify, hook };
}

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Lets the fake clock run, including the promises the fetch and React settle with. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Only the clocks React Query schedules with: the fetch's body parsing must run freely.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useBatchJobActivity', () => {
  it('reads 100 jobs of the last month, then polls after 2, 5, 10, 15, 30, 60 and 60 s', async () => {
    const { requests } = setup(() => []);
    await advance(0);
    expect(requests.map((r) => r.at)).toEqual([0]);
    const query = requests[0]?.url.searchParams;
    expect(query?.get('limit')).toBe('100');
    expect(query?.get('created_at[gte]')).toBe('2025-05-15T12:00:00.000Z');

    await advance(2000 + 5000 + 10000 + 15000 + 30000 + 60000 + 60000);
    expect(requests.map((r) => r.at)).toEqual([0, 2000, 7000, 17000, 32000, 62000, 122000, 182000]);
  });

  it('reads again when the window gets focus, though the app keeps answers fresh for 90 s', async () => {
    // The app's query client (section 9: no refetch on focus, 90 s fresh) against
    // section 7's rule for batch jobs: refetched on window focus.
    const { requests } = setup(() => [], createQueryClient());
    await advance(0);
    await advance(1000);
    expect(requests.map((r) => r.at)).toEqual([0]);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await advance(0);
    expect(requests.map((r) => r.at)).toEqual([0, 1000]);
    act(() => focusManager.setFocused(undefined));
  });

  it('goes back to 2 s after a manual refresh', async () => {
    const { requests, hook } = setup(() => []);
    await advance(0);
    await advance(2000 + 5000 + 10000); // three polls: the next wait is 15 s
    expect(requests.map((r) => r.at)).toEqual([0, 2000, 7000, 17000]);

    await advance(1000);
    await act(() => hook.result.current.refresh());
    expect(requests.at(-1)?.at).toBe(18000);
    await advance(2000);
    expect(requests.at(-1)?.at).toBe(20000);
    await advance(5000);
    expect(requests.at(-1)?.at).toBe(25000);
  });

  it('watches closely again when a new job starts, as after a manual refresh', async () => {
    const running = batchJob('batch_1', 'product-import', 'processing');
    const { requests, hook } = setup((poll) => (poll < 5 ? [] : [running]));
    await advance(0);
    await advance(2000 + 5000 + 10000 + 15000); // the fifth read sees the new job
    await act(() => vi.waitFor(() => expect(hook.result.current.jobs).toHaveLength(1)));
    await advance(0);
    // Read again at once (the waitFor above lets the fake clock run a few ms)...
    expect(requests).toHaveLength(6);
    const restarted = requests[5]?.at ?? 0;
    expect(restarted - 32000).toBeLessThan(500);
    // ...then after 2 s and 5 s, as after a manual refresh, not 60 s.
    await advance(2000);
    expect(requests.at(-1)?.at).toBe(restarted + 2000);
    await advance(5000);
    expect(requests.at(-1)?.at).toBe(restarted + 7000);
    // The same job on later reads is not new: the back-off goes on (10 s next).
    await advance(10000);
    expect(requests.at(-1)?.at).toBe(restarted + 17000);
  });

  it('announces a completed product-import once and refreshes the product lists', async () => {
    const running = batchJob('batch_1', 'product-import', 'processing');
    const done = batchJob('batch_1', 'product-import', 'completed');
    const old = batchJob('batch_0', 'product-export', 'completed');
    const { notify, queryClient, hook } = setup((poll) =>
      poll < 3 ? [running, old] : [done, old],
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await advance(0);
    expect(hook.result.current.jobs.map((j) => j.status)).toEqual(['processing', 'completed']);
    await advance(2000); // second read: still running
    expect(notify).not.toHaveBeenCalled();

    await advance(5000); // third read: completed
    await act(() => vi.waitFor(() => expect(notify).toHaveBeenCalled()));
    expect(notify.mock.calls).toEqual([['product import batch job completed']]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['admin', 'inventory-items'],
      ['admin', 'products'],
      ['admin', 'variants'],
    ]);

    await advance(10000 + 15000);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTranslationLoader, TranslationLoadError } from './translation-loader.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const noSleep = () => Promise.resolve();

/** A fetch whose answers the test releases by hand, counting requests in flight. */
function heldFetch() {
  let inFlight = 0;
  let maxInFlight = 0;
  const pending: { url: string; answer: (response: Response) => void }[] = [];
  const fetch = (url: string) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<Response>((resolve) => {
      pending.push({
        url,
        answer: (response) => {
          inFlight -= 1;
          resolve(response);
        },
      });
    });
  };
  return { fetch, pending, stats: () => ({ inFlight, maxInFlight }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('translation loader', () => {
  it('reads public/locales/{lng}/{ns}.json under the app base', async () => {
    const fetch = vi.fn(async (_url: string) => json({ hello: 'Hallo' }));
    const loader = createTranslationLoader({ base: '/app/', fetch, sleep: noSleep });

    await expect(loader.load('de', 'common')).resolves.toEqual({ hello: 'Hallo' });
    expect(fetch).toHaveBeenCalledWith('/app/locales/de/common.json');
  });

  it('never has more than 10 reads in flight, and still reads all 20', async () => {
    const held = heldFetch();
    const loader = createTranslationLoader({ base: '/app/', fetch: held.fetch, sleep: noSleep });
    const loads = Array.from({ length: 20 }, (_, i) => loader.load(`l${i}`, 'common'));

    await settle();
    expect(held.stats().inFlight).toBe(10);
    expect(held.pending).toHaveLength(10);
    // Answer one at a time; each answer lets exactly one waiting read start.
    for (let answered = 0; answered < 20; answered += 1) {
      held.pending[answered]?.answer(json({ n: answered }));
      await settle();
      expect(held.stats().inFlight).toBeLessThanOrEqual(10);
    }
    const results = await Promise.all(loads);
    expect(held.stats().maxInFlight).toBe(10);
    expect(held.pending.map((p) => p.url)).toEqual(
      Array.from({ length: 20 }, (_, i) => `/app/locales/l${i}/common.json`),
    );
    expect(results).toHaveLength(20);
  });

  it('waits 350, 700, 1400, 2800 and 5600 ms between six attempts, then gives up', async () => {
    const waits: number[] = [];
    const fetch = vi.fn(async (_url: string) => json({ message: 'down' }, 503));
    const loader = createTranslationLoader({
      fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });

    const error = await loader.load('de', 'common').catch((e: unknown) => e);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(error).toBeInstanceOf(TranslationLoadError);
    expect(error).toMatchObject({ status: 503, retryable: true });
  });

  it('retries when no status arrives (network failure)', async () => {
    const waits: number[] = [];
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(json({ ok: 'yes' }));
    const loader = createTranslationLoader({ fetch, sleep: async (ms) => void waits.push(ms) });

    await expect(loader.load('fr', 'common')).resolves.toEqual({ ok: 'yes' });
    expect(waits).toEqual([350, 700]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('succeeds after 5xx answers', async () => {
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockResolvedValueOnce(json({}, 500))
      .mockResolvedValueOnce(json({}, 502))
      .mockResolvedValueOnce(json({}, 599))
      .mockResolvedValue(json({ title: 'Titre' }));
    const waits: number[] = [];
    const loader = createTranslationLoader({ fetch, sleep: async (ms) => void waits.push(ms) });

    await expect(loader.load('fr', 'common')).resolves.toEqual({ title: 'Titre' });
    expect(waits).toEqual([350, 700, 1400]);
  });

  it.each([400, 401, 403, 404, 429, 499])('does not retry a %i', async (status) => {
    const sleep = vi.fn(noSleep);
    const fetch = vi.fn(async (_url: string) => json({}, status));
    const loader = createTranslationLoader({ fetch, sleep });

    await expect(loader.load('xx', 'common')).rejects.toMatchObject({ status, retryable: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not retry an answer that is not a JSON object (the app page for a missing file)', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('<!doctype html>', { status: 200 }));
    const loader = createTranslationLoader({ fetch, sleep: noSleep });

    await expect(loader.load('xx', 'common')).rejects.toMatchObject({ retryable: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('frees its slot while waiting to retry', async () => {
    const held = heldFetch();
    let releaseWait = () => {};
    const loader = createTranslationLoader({
      fetch: held.fetch,
      maxParallelReads: 1,
      sleep: () => new Promise<void>((resolve) => (releaseWait = resolve)),
    });
    const first = loader.load('a', 'common');
    const second = loader.load('b', 'common');
    await settle();
    held.pending[0]?.answer(json({}, 500));
    await settle();
    // While `a` waits for its retry, `b` has the only slot.
    expect(held.pending.map((p) => p.url)).toEqual([
      '/locales/a/common.json',
      '/locales/b/common.json',
    ]);
    held.pending[1]?.answer(json({ b: 'b' }));
    releaseWait();
    await settle();
    held.pending[2]?.answer(json({ a: 'a' }));
    await expect(Promise.all([first, second])).resolves.toEqual([{ a: 'a' }, { b: 'b' }]);
  });

  it("reports the final failure to i18next's read callback, asking for no retry of its own", async () => {
    const loader = createTranslationLoader({ fetch: async () => json({}, 404), sleep: noSleep });
    const callback = vi.fn();
    loader.read('de', 'common', callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    const [error, retry] = callback.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(TranslationLoadError);
    expect(retry).toBe(false);
  });

  it('hands the data to i18next, which emits failedLoading for a file that stays missing', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('/en/') ? json({ actions: { continue: 'Continue' } }) : json({}, 404),
    );
    const i18n = createInstance();
    const failed = vi.fn();
    i18n.on('failedLoading', failed);
    await i18n.use(createTranslationLoader({ base: '/app/', fetch, sleep: noSleep })).init({
      lng: 'de',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
    });

    expect(i18n.t('actions.continue')).toBe('Continue');
    expect(failed).toHaveBeenCalledWith('de', 'common', expect.any(TranslationLoadError));
    // One request per file: i18next did not add retries of its own.
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/app/locales/de/common.json',
      '/app/locales/en/common.json',
    ]);
  });
});

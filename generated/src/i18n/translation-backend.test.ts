import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
import {
  TRANSLATION_READS,
  TranslationBackend,
  translationBackendOptions,
} from './translation-backend.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** An i18next instance reading through the backend with the apps' settings. */
function start(
  fetch: (url: string) => Promise<Response>,
  { languages = ['de'], base = '/app/' }: { languages?: readonly string[]; base?: string } = {},
) {
  const i18n = createInstance();
  const failed = vi.fn();
  i18n.on('failedLoading', failed);
  const ready = i18n.use(TranslationBackend).init({
    ...TRANSLATION_READS,
    backend: translationBackendOptions({ base, fetch }),
    lng: languages[0],
    preload: [...languages],
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
  });
  return { i18n, ready, failed };
}

/** A fetch whose answers the test gives by hand, counting the requests in flight. */
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

afterEach(() => {
  vi.useRealTimers();
});

describe('the translation backend settings', () => {
  it("are the specification's numbers", () => {
    expect(TRANSLATION_READS).toEqual({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 });
  });

  it('read {base}public/locales/{lng}/{ns}.json, the admin under /app/ (specification section 7)', async () => {
    const fetch = vi.fn(async (_url: string) => json({ hello: 'Hallo' }));
    const { i18n, ready } = start(fetch);
    await ready;
    expect(fetch).toHaveBeenCalledWith('/app/public/locales/de/common.json');
    expect(i18n.t('hello')).toBe('Hallo');
    expect(translationBackendOptions({ base: '/shop' }).loadPath).toBe(
      '/shop/public/locales/{{lng}}/{{ns}}.json',
    );
    expect(translationBackendOptions().loadPath).toBe('/public/locales/{{lng}}/{{ns}}.json');
  });
});

describe('reading translation files', () => {
  it('never has more than 10 reads in flight, and still reads all 21 languages', async () => {
    const held = heldFetch();
    const { i18n, ready } = start(held.fetch, { languages: LANGUAGE_CODES });

    await vi.waitFor(() => expect(held.pending).toHaveLength(10));
    expect(held.stats().inFlight).toBe(10);
    // Answer one at a time; each answer lets one waiting read start.
    for (let answered = 0; answered < LANGUAGE_CODES.length; answered += 1) {
      await vi.waitFor(() => expect(held.pending.length).toBeGreaterThan(answered));
      held.pending[answered]?.answer(json({ code: `text ${answered}` }));
      expect(held.stats().inFlight).toBeLessThanOrEqual(10);
    }
    await ready;
    expect(held.stats().maxInFlight).toBe(10);
    expect(held.pending.map((p) => p.url).sort()).toEqual(
      LANGUAGE_CODES.map((code) => `/app/public/locales/${code}/common.json`).sort(),
    );
    expect(LANGUAGE_CODES.every((code) => i18n.hasResourceBundle(code, 'common'))).toBe(true);
  });

  it('tries six times, 350, 700, 1400, 2800 and 5600 ms apart, then gives up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn(async (_url: string) => json({ message: 'down' }, 503));
    const { ready, failed } = start(fetch);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const [wait, attempts] of [
      [350, 2],
      [700, 3],
      [1400, 4],
      [2800, 5],
      [5600, 6],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetch).toHaveBeenCalledTimes(attempts - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(attempts);
    }
    await ready;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(failed).toHaveBeenCalledWith('de', 'common', expect.stringContaining('503'));
  });

  it('retries when no status arrives (a network failure), then uses the file', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(json({ ok: 'oui' }));
    const { i18n, ready } = start(fetch);

    await vi.advanceTimersByTimeAsync(350 + 700);
    await ready;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(i18n.t('ok')).toBe('oui');
  });

  it('retries 5xx answers, then uses the file', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockResolvedValueOnce(json({}, 500))
      .mockResolvedValueOnce(json({}, 502))
      .mockResolvedValueOnce(json({}, 599))
      .mockResolvedValue(json({ title: 'Titel' }));
    const { i18n, ready } = start(fetch);

    await vi.advanceTimersByTimeAsync(350 + 700 + 1400);
    await ready;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(i18n.t('title')).toBe('Titel');
  });

  it.each([400, 401, 403, 404, 429, 499])('does not retry a %i', async (status) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn(async (_url: string) => json({}, status));
    const { ready, failed } = start(fetch);

    await vi.advanceTimersByTimeAsync(60_000);
    await ready;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith('de', 'common', expect.stringContaining(String(status)));
  });

  it('does not retry an answer that is not JSON (the app page for a missing file)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn(async (_url: string) => new Response('<!doctype html>', { status: 200 }));
    const { i18n, ready, failed } = start(fetch);

    await vi.advanceTimersByTimeAsync(60_000);
    await ready;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(i18n.hasResourceBundle('de', 'common')).toBe(false);
  });

  it('frees its place while a failed read waits for its retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const held = heldFetch();
    const languages = LANGUAGE_CODES.slice(0, 11);
    const { ready } = start(held.fetch, { languages });

    await vi.advanceTimersByTimeAsync(0);
    expect(held.pending).toHaveLength(10);
    held.pending[0]?.answer(json({}, 500));
    await vi.advanceTimersByTimeAsync(0);
    // The 11th file starts before the failed one's retry is due.
    expect(held.pending).toHaveLength(11);
    expect(held.pending[10]?.url).toBe(`/app/public/locales/${languages[10]}/common.json`);
    for (const read of held.pending.slice(1)) read.answer(json({}));
    await vi.advanceTimersByTimeAsync(350);
    expect(held.pending).toHaveLength(12);
    expect(held.pending[11]?.url).toBe(held.pending[0]?.url);
    held.pending[11]?.answer(json({}));
    await ready;
  });
});

import { languageDetector } from '@commerce/client/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, LANGUAGE_STORAGE_KEY } from './setup.ts';

const translations: Record<string, object> = {
  en: { notFound: { title: 'Page not found' }, nav: { allProducts: 'All products' } },
  de: { nav: { allProducts: 'Alle Produkte' } },
  ar: { nav: { allProducts: 'كل المنتجات' } },
};

/** Serves the files above at /public/locales/{lng}/common.json, and empty namespaces otherwise. */
const fetchLocales = vi.fn(async (url: string) => {
  const [, lng = '', ns = ''] = /\/public\/locales\/([^/]+)\/([^/]+)\.json$/.exec(url) ?? [];
  if (!(lng in translations)) return new Response('not found', { status: 404 });
  return Response.json(ns === 'common' ? translations[lng] : {});
});

function start() {
  return createI18n({ detect: languageDetector, backend: { base: '/', fetch: fetchLocales } });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  fetchLocales.mockClear();
});

describe('createI18n', () => {
  it('reads English from /public/locales and sets <html lang dir>', async () => {
    const { i18n, ready } = start();
    await ready;
    expect(i18n.t('nav.allProducts')).toBe('All products');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(fetchLocales).toHaveBeenCalledWith('/public/locales/en/common.json');
  });

  it('takes ?lng= first, remembers it, and falls back to English for missing keys', async () => {
    window.history.replaceState(null, '', '/?lng=de-AT');
    const { i18n, ready } = start();
    await ready;
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.allProducts')).toBe('Alle Produkte');
    expect(i18n.t('notFound.title')).toBe('Page not found');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('lays Arabic out right to left, on start and on a change of language', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const { i18n, ready } = start();
    await ready;
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
    await i18n.changeLanguage('de');
    expect(document.documentElement).toMatchObject({ lang: 'de', dir: 'ltr' });
  });

  it('retries a file the server failed to send, then uses it', async () => {
    let failures = 2;
    const flaky = vi.fn(async (url: string) => {
      if (url.endsWith('/en/common.json') && failures-- > 0)
        return new Response('', { status: 503 });
      return fetchLocales(url);
    });
    // The retries wait 350 and 700 ms (i18next's connector); the test's clock runs them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { i18n, ready } = createI18n({ backend: { base: '/', fetch: flaky } });
    await vi.advanceTimersByTimeAsync(350 + 700);
    await ready;
    expect(i18n.t('nav.allProducts')).toBe('All products');
    expect(
      flaky.mock.calls.filter(([url]) => url === '/public/locales/en/common.json'),
    ).toHaveLength(3);
  });
});

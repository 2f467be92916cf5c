// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../../../public/locales/en/common.json';
import { createI18n, LANGUAGE_STORAGE_KEY, NAMESPACES } from './setup.ts';

const translations: Record<string, object> = {
  en: english,
  de: { actions: { continue: 'Weiter' } },
  ar: { actions: { continue: 'متابعة' } },
  ta: { actions: { continue: 'தொடரவும்' } },
  pt: { actions: { continue: 'Continuar' } },
};

/** Serves the translation files above at /app/public/locales/{lng}/common.json. */
const fetchLocales = vi.fn(async (url: string) => {
  const lng = /\/app\/public\/locales\/([^/]+)\/common\.json$/.exec(url)?.[1] ?? '';
  const body = translations[lng];
  return body ? Response.json(body) : new Response('not found', { status: 404 });
});

function start() {
  return createI18n({ backend: { base: '/app/', fetch: fetchLocales } });
}

function browser(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/app/');
  browser(['en-US']);
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

afterEach(() => {
  vi.restoreAllMocks();
  fetchLocales.mockClear();
});

describe('createI18n', () => {
  it('uses common as the default namespace, with English from public/locales', async () => {
    const { i18n, ready } = start();
    await ready;
    expect(i18n.language).toBe('en');
    expect(i18n.t('actions.continue')).toBe('Continue');
    expect(i18n.t('batchJobs.completed', { type: 'product import' })).toBe(
      'product import batch job completed',
    );
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('takes ?lng= first, cut to its primary part, and remembers it', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    window.history.replaceState(null, '', '/app/?lng=de-AT');
    const { i18n, ready } = start();
    await ready;
    expect(i18n.language).toBe('de');
    expect(i18n.t('actions.continue')).toBe('Weiter');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    // Every namespace of the language and of English, the fallback; nothing for de-AT.
    expect(fetchLocales.mock.calls.map(([url]) => url).sort()).toEqual(
      ['de', 'en']
        .flatMap((lng) => NAMESPACES.map((ns) => `/app/public/locales/${lng}/${ns}.json`))
        .sort(),
    );
  });

  it('brings ?lng=tm to Tamil (ta)', async () => {
    window.history.replaceState(null, '', '/app/?lng=tm');
    const { i18n, ready } = start();
    await ready;
    expect(i18n.language).toBe('ta');
    expect(i18n.t('actions.continue')).toBe('தொடரவும்');
    expect(document.documentElement.lang).toBe('ta');
  });

  it('takes the saved language before the browser, and lays Arabic out right to left', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    browser(['de-DE']);
    const { i18n, ready } = start();
    await ready;
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it("takes the browser's first language we have (ta-IN from a list starting with nl)", async () => {
    browser(['nl-NL', 'ta-IN', 'de']);
    const { i18n, ready } = start();
    await ready;
    expect(i18n.language).toBe('ta');
  });

  it('writes Brazilian Portuguese as pt-BR in <html lang>', async () => {
    browser(['pt-PT']);
    const { i18n, ready } = start();
    await ready;
    expect(i18n.language).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('falls back to English when no language matches', async () => {
    browser(['nl-NL', 'sv']);
    const { i18n, ready } = start();
    await ready;
    expect(i18n.language).toBe('en');
    expect(i18n.t('notifications.success')).toBe('Success');
  });

  it('sets lang and dir on every language change', async () => {
    const { i18n, ready } = start();
    await ready;
    await i18n.changeLanguage('ar');
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
    await i18n.changeLanguage('de');
    expect(document.documentElement).toMatchObject({ lang: 'de', dir: 'ltr' });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('shows English for a key the language file lacks', async () => {
    const { i18n, ready } = start();
    await ready;
    await i18n.changeLanguage('de');
    expect(i18n.t('notFound.title')).toBe('Page not found');
  });
});

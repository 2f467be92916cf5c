import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageCookie, languageForRequest } from './language-choice.ts';

const page = (search = '') => new URL(`https://shop.example/products${search}`);

describe('the language a page is rendered in', () => {
  it('is a ?lng= link first, then the cookie, then Accept-Language, else English', () => {
    const cookie = `${LANGUAGE_COOKIE}=fr`;
    expect(languageForRequest(page('?lng=de'), cookie, 'es')).toBe('de');
    expect(languageForRequest(page(), cookie, 'es')).toBe('fr');
    expect(languageForRequest(page(), null, 'es-ES,es;q=0.9')).toBe('es');
    expect(languageForRequest(page(), null, null)).toBe('en');
  });

  it('skips what the store has no translations for', () => {
    expect(languageForRequest(page('?lng=xx'), `${LANGUAGE_COOKIE}=yy`, 'zz, de;q=0.5')).toBe('de');
    expect(languageForRequest(page(), null, 'zz')).toBe('en');
  });

  it('reads back the language the picker wrote in the cookie', () => {
    const written = languageCookie('de').split(';')[0];
    expect(languageForRequest(page(), `a=1; ${written}`, 'fr')).toBe('de');
    expect(languageCookie('de').split('; ').slice(1)).toEqual([
      'Path=/',
      `Max-Age=${365 * 24 * 60 * 60}`,
      'SameSite=Lax',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES, languageOf, resolveLanguage } from './languages.ts';

describe('the storefront languages (the admin list, specification section 9)', () => {
  it('holds the 21 languages, Tamil as ta, only Arabic right to left', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual([
      'ar',
      'bg',
      'bs',
      'cs',
      'de',
      'en',
      'es',
      'fr',
      'hi',
      'hr',
      'it',
      'ja',
      'ko',
      'pl',
      'pt',
      'ru',
      'sl',
      'ta',
      'uk',
      'vi',
      'zh',
    ]);
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('cuts detected codes to a language it has, else English', () => {
    expect(resolveLanguage('de-AT')).toBe('de');
    expect(resolveLanguage('tm')).toBe('ta');
    expect(resolveLanguage('zh-Hans-CN')).toBe('zh');
    expect(resolveLanguage('nl')).toBe('en');
    expect(languageOf('pt').htmlLang).toBe('pt-BR');
  });
});

import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  languageOf,
  matchLanguage,
  resolveLanguage,
} from './languages.ts';

describe('the language list of both apps (specification section 9)', () => {
  it('holds exactly the 21 languages, Tamil as ta', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual(
      [
        'en',
        'de',
        'fr',
        'hr',
        'it',
        'pt',
        'uk',
        'ar',
        'pl',
        'es',
        'hi',
        'bs',
        'vi',
        'ta',
        'ru',
        'sl',
        'bg',
        'ko',
        'ja',
        'cs',
        'zh',
      ].sort(),
    );
    expect(new Set(LANGUAGE_CODES).size).toBe(21);
  });

  it('falls back to English', () => {
    expect(FALLBACK_LANGUAGE).toBe('en');
  });

  it('writes only Arabic right to left', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('names each language in itself', () => {
    expect(languageOf('pt').name).toBe('Português (Brasil)');
    expect(languageOf('pt').htmlLang).toBe('pt-BR');
    expect(languageOf('de').name).toBe('Deutsch');
    expect(languageOf('ar').name).toBe('العربية');
    expect(languageOf('ta').name).toBe('தமிழ்');
    expect(languageOf('zh').name).toBe('简体中文');
    expect(languageOf('zh').htmlLang).toBe('zh-Hans');
    for (const language of LANGUAGES) expect(language.name.trim()).not.toBe('');
  });
});

describe('resolveLanguage', () => {
  it('cuts a detected code to its primary part', () => {
    expect(resolveLanguage('de-AT')).toBe('de');
    expect(resolveLanguage('fr-CA')).toBe('fr');
    expect(resolveLanguage('pt-BR')).toBe('pt');
    expect(resolveLanguage('pt-PT')).toBe('pt');
    expect(resolveLanguage('en_GB')).toBe('en');
  });

  it('reads simplified Chinese in every spelling', () => {
    expect(resolveLanguage('zh')).toBe('zh');
    expect(resolveLanguage('zh-CN')).toBe('zh');
    expect(resolveLanguage('zh-Hans')).toBe('zh');
    expect(resolveLanguage('zh-Hans-CN')).toBe('zh');
  });

  it('brings both spellings of Tamil to ta', () => {
    expect(resolveLanguage('ta')).toBe('ta');
    expect(resolveLanguage('ta-IN')).toBe('ta');
    expect(resolveLanguage('tm')).toBe('ta');
    expect(resolveLanguage('tm-IN')).toBe('ta');
  });

  it('ignores case and surrounding space', () => {
    expect(resolveLanguage('DE-at')).toBe('de');
    expect(resolveLanguage(' AR ')).toBe('ar');
  });

  it('falls back to English for anything else', () => {
    expect(resolveLanguage('nl-NL')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
    expect(resolveLanguage('-')).toBe('en');
  });

  it('keeps every listed code as it is', () => {
    for (const code of LANGUAGE_CODES) expect(resolveLanguage(code)).toBe(code);
  });
});

describe('matchLanguage', () => {
  it('reports unknown codes as undefined instead of English', () => {
    expect(matchLanguage('nl')).toBeUndefined();
    expect(matchLanguage('tm')).toBe('ta');
    expect(matchLanguage('en-US')).toBe('en');
  });
});

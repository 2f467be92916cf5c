import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/setup.ts';
import { REGION_STORAGE_KEY } from '../region/region-choice.ts';
import { LANGUAGE_COOKIE } from './language-choice.ts';
import { REGION_COOKIE } from './region-cookie.ts';
import {
  languageToMigrate,
  mayMigrateLanguage,
  regionToMigrate,
  storedLanguage,
} from './stored-choices.ts';

function storage(values: Record<string, string>) {
  const map = new Map(Object.entries(values));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('a choice stored before the cookies', () => {
  const region = JSON.stringify({ regionId: 'reg_us', countryCode: 'us' });

  it('moves a stored region to the cookie only while there is no region cookie', () => {
    const stored = storage({ [REGION_STORAGE_KEY]: region });
    expect(regionToMigrate('session=1', stored)).toEqual({ regionId: 'reg_us', countryCode: 'us' });
    expect(regionToMigrate(`${REGION_COOKIE}=reg_eu`, stored)).toBeNull();
    expect(regionToMigrate('', storage({}))).toBeNull();
    expect(regionToMigrate('', null)).toBeNull();
  });

  it('moves a stored language only without a language cookie or a ?lng= link', () => {
    const stored = storage({ [LANGUAGE_STORAGE_KEY]: 'de-AT' });
    expect(languageToMigrate('', '', stored)).toBe('de');
    expect(languageToMigrate(`${LANGUAGE_COOKIE}=fr`, '', stored)).toBeUndefined();
    expect(languageToMigrate('', '?lng=fr', stored)).toBeUndefined();
    expect(languageToMigrate('', '', storage({ [LANGUAGE_STORAGE_KEY]: 'xx' }))).toBeUndefined();
    expect(languageToMigrate('', '', storage({}))).toBeUndefined();
  });

  it('decides whether to move the language apart from reading the storage', () => {
    // The decision before i18next writes its cookie; the read once the page is idle.
    expect(mayMigrateLanguage('', '')).toBe(true);
    expect(mayMigrateLanguage(`${LANGUAGE_COOKIE}=fr`, '')).toBe(false);
    expect(mayMigrateLanguage('', '?lng=fr')).toBe(false);
    expect(storedLanguage(storage({ [LANGUAGE_STORAGE_KEY]: 'de-AT' }))).toBe('de');
    expect(storedLanguage(storage({}))).toBeUndefined();
    expect(storedLanguage(null)).toBeUndefined();
    const blocked = {
      ...storage({}),
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedLanguage(blocked)).toBeUndefined();
  });
});

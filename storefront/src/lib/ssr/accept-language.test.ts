import { describe, expect, it } from 'vitest';
import {
  acceptedLanguageTags,
  MAX_ACCEPT_LANGUAGE_CHARS,
  MAX_ACCEPT_LANGUAGE_TAGS,
  tagCountry,
} from './accept-language.ts';

describe("the browser's languages (Accept-Language)", () => {
  it('are the tags, most wanted first, in the order written for equal weights', () => {
    expect(acceptedLanguageTags('en-US,en;q=0.9,de-AT;q=0.8')).toEqual(['en-US', 'en', 'de-AT']);
    expect(acceptedLanguageTags('fr;q=0.5, de-AT , it;q=0.5')).toEqual(['de-AT', 'fr', 'it']);
    expect(acceptedLanguageTags(null)).toEqual([]);
    expect(acceptedLanguageTags('')).toEqual([]);
  });

  it('leave out refused languages, wildcards and what is not a tag', () => {
    expect(acceptedLanguageTags('de;q=0, *, en-US;q=1.5, <b>, x y, fr;q=abc, nl')).toEqual(['nl']);
  });

  it('are read within bounds, however long the header', () => {
    const many = Array.from(
      { length: 40 },
      (_, index) => `l${String.fromCharCode(97 + (index % 26))}`,
    );
    expect(acceptedLanguageTags(many.join(','))).toHaveLength(MAX_ACCEPT_LANGUAGE_TAGS);
    // An entry cut by the length limit is not read as a shorter tag (`de-ATX` as `de-AT`).
    const padded = `${'x'.repeat(MAX_ACCEPT_LANGUAGE_CHARS - 6)},de-ATX`;
    expect(acceptedLanguageTags(padded)).toEqual([]);
    expect(acceptedLanguageTags(padded.slice(0, MAX_ACCEPT_LANGUAGE_CHARS))).toEqual(['de-AT']);
    const hostile = `en-US;q=0.1,${'a-'.repeat(5_000)}`;
    const started = performance.now();
    for (let round = 0; round < 1_000; round += 1) acceptedLanguageTags(hostile);
    expect(acceptedLanguageTags(hostile)).toEqual(['en-US']);
    // 1 000 readings of a 10 KB header: what a parser that scans it all would not do.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('the country a language tag names', () => {
  it('is its region subtag, lower-case', () => {
    expect(tagCountry('en-US')).toBe('us');
    expect(tagCountry('de-at')).toBe('at');
    expect(tagCountry('zh-Hant-TW')).toBe('tw');
    expect(tagCountry('zh-yue-HK')).toBe('hk');
  });

  it('is none for a language alone, an area or a private part', () => {
    expect(tagCountry('de')).toBeUndefined();
    expect(tagCountry('es-419')).toBeUndefined();
    expect(tagCountry('en-x-us')).toBeUndefined();
    expect(tagCountry('sl-rozaj')).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryName, countryNames, knowCountryNames } from './country-name.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('country names', () => {
  it('names a country in the language asked, else the fallback or the code', () => {
    expect(countryName('de', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('', 'en')).toBe('');
    expect(countryName('zz-bad', 'en', 'Nowhere')).toBe('Nowhere');
  });

  it('lists the names Intl knows, by upper-case code', () => {
    expect(countryNames(['de', 'FR', 'zz-bad'], 'en')).toEqual({ DE: 'Germany', FR: 'France' });
  });

  it('answers the names it was given (the server’s) without making a formatter', () => {
    // A language no test above used, so no formatter of it is kept yet.
    knowCountryNames('it', { AT: 'Austria (server)', DE: 'Germania' });
    const made = vi.spyOn(Intl, 'DisplayNames');
    expect(countryName('at', 'it')).toBe('Austria (server)');
    expect(countryName('DE', 'it')).toBe('Germania');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    // A country the page did not name: the browser's own name, as before.
    expect(countryName('fr', 'it')).toBe('Francia');
  });
});

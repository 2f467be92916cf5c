import { describe, expect, it } from 'vitest';
import { browserCountry } from './browser-country.ts';

const europe = ['de', 'fr', 'it', 'es', 'nl', 'at', 'be'];

describe('the country the browser names', () => {
  it("is the first language's region the list offers", () => {
    expect(browserCountry(europe, ['de-AT', 'de', 'en'])).toBe('at');
    expect(browserCountry(europe, ['en-US', 'fr-BE'])).toBe('be');
    expect(browserCountry(['us', 'ca'], ['en-US'])).toBe('us');
  });

  it('falls back to a language written like an offered country', () => {
    expect(browserCountry(europe, ['de', 'en'])).toBe('de');
    expect(browserCountry(europe, ['en-GB', 'fr'])).toBe('fr');
  });

  it('takes no language for a country whose code it only looks like', () => {
    // Ukrainian, Catalan, Belarusian and Arabic, not the UK, Canada, Belgium or Argentina.
    expect(
      browserCountry(['gb', 'uk', 'ca', 'be', 'ar'], ['uk', 'ca', 'be', 'ar']),
    ).toBeUndefined();
    expect(browserCountry(['us', 'ca'], ['ca', 'en-CA'])).toBe('ca');
  });

  it('is nothing when no language names an offered country', () => {
    expect(browserCountry(europe, ['en-US', 'en'])).toBeUndefined();
    expect(browserCountry(europe, [])).toBeUndefined();
    expect(browserCountry([], ['de-DE'])).toBeUndefined();
  });
});

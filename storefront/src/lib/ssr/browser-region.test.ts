import { describe, expect, it } from 'vitest';
import {
  browserRegion,
  defaultRegionChoice,
  type KeyRegion,
  regionForRequest,
} from './browser-region.ts';

const regions: KeyRegion[] = [
  { id: 'reg_eu', countries: [{ iso_2: 'de' }, { iso_2: 'at' }, { iso_2: 'fr' }] },
  { id: 'reg_na', countries: [{ iso_2: 'us' }, { iso_2: 'ca' }] },
];

describe("the region of a first visit, from the browser's languages", () => {
  it("is the region of the first language's country, with that country", () => {
    expect(browserRegion('en-US,en;q=0.9', regions)).toEqual({
      regionId: 'reg_na',
      countryCode: 'us',
    });
    expect(browserRegion('de-AT,de;q=0.9,en;q=0.8', regions)).toEqual({
      regionId: 'reg_eu',
      countryCode: 'at',
    });
    // The first whose country a region has, by weight: en-GB is in no region.
    expect(browserRegion('en-GB,fr-CA;q=0.5,de-DE;q=0.7', regions)).toEqual({
      regionId: 'reg_eu',
      countryCode: 'de',
    });
  });

  it('is none (the default region) when no language names a country of a region', () => {
    expect(browserRegion('en-GB,en;q=0.9', regions)).toBeNull();
    // A language alone names no country, even one written like it (de, Germany).
    expect(browserRegion('de,fr', regions)).toBeNull();
    expect(browserRegion('es-419', regions)).toBeNull();
    expect(browserRegion(null, regions)).toBeNull();
    expect(browserRegion('en-US', undefined)).toBeNull();
    expect(browserRegion('en-US', [])).toBeNull();
  });

  it('reads a hostile 10 KB header within its bounds', () => {
    expect(browserRegion(`${'zz-QQ,'.repeat(1_700)}en-US`, regions)).toBeNull();
    expect(browserRegion(`${'-'.repeat(10_000)},de-AT`, regions)).toBeNull();
    expect(browserRegion(`de-AT;q=0.2,${'x;'.repeat(5_000)}`, regions)).toEqual({
      regionId: 'reg_eu',
      countryCode: 'at',
    });
  });
});

describe('the region a page is rendered in', () => {
  it("is the shopper's choice (cookie) over the browser's languages", () => {
    expect(regionForRequest('store_region=reg_eu%3Afr', 'en-US', regions)).toEqual({
      regionId: 'reg_eu',
      countryCode: 'fr',
    });
    expect(regionForRequest('store_region=reg_eu', 'en-US', regions)).toEqual({
      regionId: 'reg_eu',
    });
    expect(regionForRequest('other=1', 'en-US', regions)).toEqual({
      regionId: 'reg_na',
      countryCode: 'us',
    });
  });
});

describe('the configured default region (STOREFRONT_DEFAULT_REGION, issue 25)', () => {
  it('is a region by its id, or the region with a country, with that country', () => {
    expect(defaultRegionChoice('reg_na', regions)).toEqual({ regionId: 'reg_na' });
    expect(defaultRegionChoice('ca', regions)).toEqual({ regionId: 'reg_na', countryCode: 'ca' });
    expect(defaultRegionChoice('FR', regions)).toEqual({ regionId: 'reg_eu', countryCode: 'fr' });
  });

  it('is none when unset or matching nothing: the store keeps its first region', () => {
    expect(defaultRegionChoice(undefined, regions)).toBeNull();
    expect(defaultRegionChoice('jp', regions)).toBeNull();
    expect(defaultRegionChoice('reg_gone', regions)).toBeNull();
    expect(defaultRegionChoice('de', undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  REGION_COOKIE,
  regionChoiceFromCookies,
  regionCookie,
} from './region-cookie.ts';

/** What `document.cookie` would hold after the assignment `written`. */
function stored(written: string): string {
  return written.split(';')[0] ?? '';
}

describe('the region cookie', () => {
  it('round-trips a region, with or without a country', () => {
    for (const choice of [{ regionId: 'reg_eu' }, { regionId: 'reg_01H', countryCode: 'de' }]) {
      expect(regionChoiceFromCookies(stored(regionCookie(choice)))).toEqual(choice);
    }
  });

  it('is kept for a year on every path, and sent on links from other sites', () => {
    const attributes = regionCookie({ regionId: 'reg_eu' }).split('; ').slice(1);
    expect(attributes).toEqual(['Path=/', `Max-Age=${365 * 24 * 60 * 60}`, 'SameSite=Lax']);
  });

  it('is found among other cookies, by its exact name', () => {
    const header = `session=abc; x${REGION_COOKIE}=reg_other; ${REGION_COOKIE}=reg_us%3Aus; lang=de`;
    expect(regionChoiceFromCookies(header)).toEqual({ regionId: 'reg_us', countryCode: 'us' });
  });

  it('is no choice when absent, empty or not a region id', () => {
    for (const header of [null, '', 'session=abc', `${REGION_COOKIE}=`, `${REGION_COOKIE}=a b`]) {
      expect(regionChoiceFromCookies(header)).toBeNull();
    }
    // A country that is not two letters is dropped, the region kept.
    expect(regionChoiceFromCookies(`${REGION_COOKIE}=reg_eu:xyz`)).toEqual({ regionId: 'reg_eu' });
  });

  it('reads a value that is not valid percent-encoding as absent', () => {
    expect(cookieValue(`${REGION_COOKIE}=%E0%A4%A`, REGION_COOKIE)).toBeUndefined();
  });
});

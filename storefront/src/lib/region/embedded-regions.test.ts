import { describe, expect, it } from 'vitest';
import { EMBEDDED_REGIONS_ID, readEmbeddedRegions } from './embedded-regions.ts';

function page(script?: string) {
  const doc = document.implementation.createHTMLDocument('store');
  if (script !== undefined) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = EMBEDDED_REGIONS_ID;
    element.textContent = script;
    doc.head.append(element);
  }
  return doc;
}

describe('readEmbeddedRegions', () => {
  it('reads the regions the server wrote into the page, markup in names included', () => {
    const answer = {
      regions: [{ id: 'reg_eu', name: 'Europe \u003c/script>', currency_code: 'eur' }],
      count: 1,
      offset: 0,
      limit: 100,
    };
    // As the server writes it: `<` escaped, which JSON reads back as `<`.
    const written = JSON.stringify(answer).replace(/</g, '\\u003c');
    expect(readEmbeddedRegions(page(written))).toEqual(answer);
  });

  it('gives nothing for a page without them or with something else there', () => {
    expect(readEmbeddedRegions(page())).toBeUndefined();
    expect(readEmbeddedRegions(page('{"regions": '))).toBeUndefined();
    expect(readEmbeddedRegions(page('{"message": "error"}'))).toBeUndefined();
    expect(readEmbeddedRegions(page('null'))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { listingQuery, validateListingSearch } from './listing-search.ts';

describe('the product-list query of a listing page', () => {
  it('sorts by price, either way, in the region the page is priced in', () => {
    const cheapest = validateListingSearch({ sort: 'price', page: 2 });
    expect(listingQuery(cheapest, {}, { region_id: 'reg_eu' })).toMatchObject({
      order: 'price',
      offset: 12,
      region_id: 'reg_eu',
    });
    const dearest = validateListingSearch({ sort: 'price-desc' });
    expect(listingQuery(dearest, {}, { region_id: 'reg_eu' }).order).toBe('-price');
  });

  it('sorts newest first when there is no region to price in (the API refuses a price sort)', () => {
    expect(listingQuery(validateListingSearch({ sort: 'price' }), {}, {}).order).toBe(
      '-created_at',
    );
    expect(listingQuery(validateListingSearch({ sort: 'title' }), {}, {}).order).toBe('title');
  });
});

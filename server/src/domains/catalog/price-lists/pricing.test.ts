import { describe, expect, it } from 'vitest';
import {
  type CandidatePrice,
  calculatePrice,
  type ListTerms,
  type PricingContext,
  variantPrices,
  visiblePrices,
} from '../products/pricing.ts';

/** The rules of the calculated price (products/pricing.ts), without a database. */

const NOW = new Date('2030-06-15T12:00:00Z');
const EUROPE: PricingContext = {
  region_id: 'reg_eu',
  currency_code: 'eur',
  includes_tax: false,
  tax_rate: 25,
  tax_code: null,
  at: NOW,
};

const terms = (type: ListTerms['type'], extra: Partial<ListTerms> = {}): ListTerms => ({
  type,
  status: 'active',
  starts_at: null,
  ends_at: null,
  includes_tax: false,
  for_customer: true,
  ...extra,
});

function price(amount: number, extra: Partial<CandidatePrice> = {}): CandidatePrice {
  return {
    currency_code: 'eur',
    amount,
    min_quantity: null,
    max_quantity: null,
    region_id: null,
    price_list_id: null,
    list: null,
    ...extra,
  };
}

const inList = (id: string, list: ListTerms, amount: number, extra: Partial<CandidatePrice> = {}) =>
  price(amount, { price_list_id: id, list, ...extra });

describe('the calculated price', () => {
  it('prefers the region price to the currency price, for the default and within a list', () => {
    const sale = terms('sale');
    const result = calculatePrice(
      [
        price(1000),
        price(1200, { region_id: 'reg_eu' }),
        inList('pl_1', sale, 700),
        inList('pl_1', sale, 900, { region_id: 'reg_eu' }),
      ],
      EUROPE,
    );
    expect(result.original).toEqual({ amount: 1200, includes_tax: false, type: 'default' });
    expect(result.calculated).toEqual({ amount: 900, includes_tax: false, type: 'sale' });
    // Without the region, the currency prices count.
    const byCurrency = calculatePrice([price(1000), inList('pl_1', sale, 700)], {
      ...EUROPE,
      region_id: 'reg_other',
    });
    expect(byCurrency.calculated?.amount).toBe(700);
  });

  it('applies a sale only when cheaper, an override even when dearer', () => {
    expect(
      calculatePrice([price(1000), inList('s', terms('sale'), 1100)], EUROPE).calculated,
    ).toEqual({ amount: 1000, includes_tax: false, type: 'default' });
    expect(
      calculatePrice([price(1000), inList('o', terms('override'), 1100)], EUROPE).calculated,
    ).toEqual({ amount: 1100, includes_tax: false, type: 'override' });
    // A sale cheaper than the override still wins; the cheapest of two overrides counts.
    const mixed = [
      price(1000),
      inList('o1', terms('override'), 1300),
      inList('o2', terms('override'), 1200),
      inList('s', terms('sale'), 1150),
    ];
    expect(calculatePrice(mixed, EUROPE).calculated).toMatchObject({ amount: 1150, type: 'sale' });
    expect(calculatePrice(mixed.slice(0, 3), EUROPE).calculated).toMatchObject({
      amount: 1200,
      type: 'override',
    });
  });

  it('ignores drafts, lists outside their window and lists for other groups', () => {
    const cases: ListTerms[] = [
      terms('override', { status: 'draft' }),
      terms('override', { starts_at: new Date('2030-06-16T00:00:00Z') }),
      terms('override', { ends_at: NOW }),
      terms('override', { for_customer: false }),
    ];
    for (const list of cases) {
      expect(calculatePrice([price(1000), inList('x', list, 500)], EUROPE).calculated?.type).toBe(
        'default',
      );
    }
    const inside = terms('override', {
      starts_at: NOW,
      ends_at: new Date('2030-06-15T12:00:01Z'),
    });
    expect(calculatePrice([price(1000), inList('x', inside, 500)], EUROPE).calculated?.amount).toBe(
      500,
    );
  });

  it('chooses the quantity tier that holds the quantity, both ends included', () => {
    const sale = terms('sale');
    const prices = [
      price(1000),
      inList('t', sale, 900, { min_quantity: 1, max_quantity: 9 }),
      inList('t', sale, 800, { min_quantity: 10, max_quantity: 49 }),
      inList('t', sale, 700, { min_quantity: 50 }),
    ];
    const at = (quantity: number) => calculatePrice(prices, { ...EUROPE, quantity }).calculated;
    expect(at(1)?.amount).toBe(900);
    expect(at(9)?.amount).toBe(900);
    expect(at(10)?.amount).toBe(800);
    expect(at(49)?.amount).toBe(800);
    expect(at(500)?.amount).toBe(700);
  });

  it('compares amounts with tax included when a list includes tax and the region does not', () => {
    // 1000 net is 1250 gross; a tax-inclusive 1200 is cheaper, 1300 is not.
    const cheaper = inList('g', terms('sale', { includes_tax: true }), 1200);
    const dearer = inList('g', terms('sale', { includes_tax: true }), 1300);
    expect(calculatePrice([price(1000), cheaper], EUROPE).calculated).toEqual({
      amount: 1200,
      includes_tax: true,
      type: 'sale',
    });
    expect(calculatePrice([price(1000), dearer], EUROPE).calculated?.type).toBe('default');
    expect(variantPrices([price(1000), cheaper], EUROPE)).toMatchObject({
      original_price: 1000,
      original_price_incl_tax: 1250,
      original_tax: 250,
      calculated_price: 1200,
      calculated_price_incl_tax: 1200,
      calculated_tax: 240,
      calculated_price_type: 'sale',
    });
  });

  it('prices from a list alone when the variant has no default price there', () => {
    const result = variantPrices([inList('s', terms('sale'), 500)], EUROPE);
    expect(result).toMatchObject({
      original_price: null,
      calculated_price: 500,
      calculated_price_type: 'sale',
    });
  });

  it('shows shoppers the default prices and the prices of lists that apply to them', () => {
    const prices = [
      price(1000),
      inList('a', terms('sale'), 900),
      inList('d', terms('sale', { status: 'draft' }), 800),
      inList('g', terms('sale', { for_customer: false }), 700),
    ];
    expect(visiblePrices(prices, NOW).map((p) => p.amount)).toEqual([1000, 900]);
  });
});

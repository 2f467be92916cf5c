import { describe, expect, it } from 'vitest';
import {
  applicableItems,
  type DiscountForEvaluation,
  discountRefusal,
  discountTotal,
  type EvaluationContext,
  type ItemForEvaluation,
  isFreeShipping,
  itemDiscounts,
  type RuleForEvaluation,
  spread,
} from './evaluate.ts';

const now = new Date('2026-03-01T12:00:00Z');
const context: EvaluationContext = { now, region_id: 'reg_eu', customer_group_ids: [] };

function rule(overrides: Partial<RuleForEvaluation> = {}): RuleForEvaluation {
  return { type: 'percentage', value: 10, allocation: 'total', conditions: [], ...overrides };
}

function discount(overrides: Partial<DiscountForEvaluation> = {}): DiscountForEvaluation {
  return {
    is_disabled: false,
    starts_at: new Date('2026-01-01T00:00:00Z'),
    ends_at: null,
    usage_limit: null,
    usage_count: 0,
    region_ids: ['reg_eu'],
    rule: rule(),
    ...overrides,
  };
}

function item(id: string, overrides: Partial<ItemForEvaluation> = {}): ItemForEvaluation {
  return {
    id,
    product_id: `prod_${id}`,
    product_type_id: null,
    collection_id: null,
    tag_ids: [],
    unit_price: 1000,
    quantity: 1,
    discountable: true,
    ...overrides,
  };
}

describe('discountRefusal', () => {
  it('accepts a live discount in its region', () => {
    expect(discountRefusal(discount(), context)).toBeNull();
  });

  it('refuses a disabled discount', () => {
    expect(discountRefusal(discount({ is_disabled: true }), context)).toBe('disabled');
  });

  it('refuses before starts_at and from ends_at on', () => {
    expect(
      discountRefusal(discount({ starts_at: new Date('2026-03-02T00:00:00Z') }), context),
    ).toBe('not_started');
    expect(discountRefusal(discount({ ends_at: now }), context)).toBe('expired');
    expect(discountRefusal(discount({ ends_at: new Date(now.getTime() + 1) }), context)).toBeNull();
  });

  it('refuses once the usage limit is reached', () => {
    expect(discountRefusal(discount({ usage_limit: 2, usage_count: 1 }), context)).toBeNull();
    expect(discountRefusal(discount({ usage_limit: 2, usage_count: 2 }), context)).toBe(
      'usage_limit_reached',
    );
  });

  it('refuses outside its regions', () => {
    expect(discountRefusal(discount({ region_ids: ['reg_us'] }), context)).toBe('region');
    expect(discountRefusal(discount({ region_ids: [] }), context)).toBe('region');
  });

  it("checks the customer's groups against customer group conditions", () => {
    const onlyVip = discount({
      rule: rule({
        conditions: [{ type: 'customer_groups', operator: 'in', resource_ids: ['cgrp_vip'] }],
      }),
    });
    expect(discountRefusal(onlyVip, context)).toBe('customer_group');
    expect(
      discountRefusal(onlyVip, { ...context, customer_group_ids: ['cgrp_other', 'cgrp_vip'] }),
    ).toBeNull();
    const notStaff = discount({
      rule: rule({
        conditions: [{ type: 'customer_groups', operator: 'not_in', resource_ids: ['cgrp_staff'] }],
      }),
    });
    expect(discountRefusal(notStaff, context)).toBeNull();
    expect(discountRefusal(notStaff, { ...context, customer_group_ids: ['cgrp_staff'] })).toBe(
      'customer_group',
    );
  });
});

describe('applicableItems', () => {
  const shirt = item('shirt', {
    product_type_id: 'ptyp_apparel',
    collection_id: 'pcol_summer',
    tag_ids: ['ptag_cotton', 'ptag_blue'],
  });
  const mug = item('mug', { product_type_id: 'ptyp_home', tag_ids: ['ptag_blue'] });
  const card = item('card', { discountable: false });
  const items = [shirt, mug, card];
  const ids = (r: RuleForEvaluation) => applicableItems(r, items).map((i) => i.id);

  it('takes every discountable item without conditions', () => {
    expect(ids(rule())).toEqual(['shirt', 'mug']);
  });

  it('filters by products, types, collections and tags with in and not_in', () => {
    const by = (
      type: RuleForEvaluation['conditions'][number]['type'],
      operator: 'in' | 'not_in',
      resource_ids: string[],
    ) => ids(rule({ conditions: [{ type, operator, resource_ids }] }));
    expect(by('products', 'in', ['prod_mug'])).toEqual(['mug']);
    expect(by('products', 'not_in', ['prod_mug'])).toEqual(['shirt']);
    expect(by('product_types', 'in', ['ptyp_apparel'])).toEqual(['shirt']);
    expect(by('product_collections', 'in', ['pcol_summer'])).toEqual(['shirt']);
    // An item outside any collection is not in one, so `not_in` allows it.
    expect(by('product_collections', 'not_in', ['pcol_summer'])).toEqual(['mug']);
    expect(by('product_tags', 'in', ['ptag_blue'])).toEqual(['shirt', 'mug']);
    expect(by('product_tags', 'not_in', ['ptag_cotton'])).toEqual(['mug']);
  });

  it('requires every product condition, and ignores customer group conditions here', () => {
    const both = rule({
      conditions: [
        { type: 'product_tags', operator: 'in', resource_ids: ['ptag_blue'] },
        { type: 'product_types', operator: 'not_in', resource_ids: ['ptyp_apparel'] },
        { type: 'customer_groups', operator: 'in', resource_ids: ['cgrp_vip'] },
      ],
    });
    expect(ids(both)).toEqual(['mug']);
  });
});

describe('itemDiscounts', () => {
  it('takes a percentage off each item, rounded half up per item', () => {
    const r = rule({ type: 'percentage', value: 15, allocation: 'item' });
    const amounts = itemDiscounts(r, [
      item('a', { unit_price: 333, quantity: 1 }),
      item('b', { unit_price: 10, quantity: 3 }),
    ]);
    // 15% of 333 = 49.95 -> 50; 15% of 30 = 4.5 -> 5.
    expect(Object.fromEntries(amounts)).toEqual({ a: 50, b: 5 });
  });

  it('rounds a percentage of the total once and spreads it exactly', () => {
    const r = rule({ type: 'percentage', value: 10, allocation: 'total' });
    const items = [
      item('a', { unit_price: 5 }),
      item('b', { unit_price: 5 }),
      item('c', { unit_price: 5 }),
    ];
    // 10% of 15 = 1.5 -> 2, over three equal items: the first two by remainder order.
    expect(discountTotal(r, items)).toBe(2);
    expect(Object.fromEntries(itemDiscounts(r, items))).toEqual({ a: 1, b: 1, c: 0 });
  });

  it('never takes more than 100% off', () => {
    const r = rule({ type: 'percentage', value: 100, allocation: 'item' });
    expect(discountTotal(r, [item('a', { unit_price: 999, quantity: 3 })])).toBe(2997);
  });

  it('takes a fixed amount off each unit, capped at the item total', () => {
    const r = rule({ type: 'fixed', value: 300, allocation: 'item' });
    const amounts = itemDiscounts(r, [
      item('a', { unit_price: 1000, quantity: 2 }),
      item('b', { unit_price: 200, quantity: 1 }),
    ]);
    expect(Object.fromEntries(amounts)).toEqual({ a: 600, b: 200 });
  });

  it('spreads a fixed total in proportion and never past the items total', () => {
    const r = rule({ type: 'fixed', value: 1000, allocation: 'total' });
    const items = [
      item('a', { unit_price: 1000, quantity: 1 }),
      item('b', { unit_price: 2000, quantity: 1 }),
      item('c', { unit_price: 3333, quantity: 3 }),
    ];
    const amounts = itemDiscounts(r, items);
    expect([...amounts.values()].reduce((s, a) => s + a, 0)).toBe(1000);
    for (const i of items) {
      expect(amounts.get(i.id)).toBeLessThanOrEqual(i.unit_price * i.quantity);
    }
    const small = itemDiscounts(r, [item('x', { unit_price: 150, quantity: 2 })]);
    expect(Object.fromEntries(small)).toEqual({ x: 300 });
  });

  it('only discounts the items the conditions allow', () => {
    const r = rule({
      type: 'fixed',
      value: 500,
      allocation: 'total',
      conditions: [{ type: 'products', operator: 'in', resource_ids: ['prod_b'] }],
    });
    const amounts = itemDiscounts(r, [item('a'), item('b', { unit_price: 400 })]);
    expect(Object.fromEntries(amounts)).toEqual({ b: 400 });
  });

  it('takes nothing off items for free shipping', () => {
    const r = rule({ type: 'free_shipping', value: 0 });
    expect(isFreeShipping(r)).toBe(true);
    expect(discountTotal(r, [item('a')])).toBe(0);
    expect(isFreeShipping(rule())).toBe(false);
  });

  it('handles carts with nothing to discount', () => {
    expect(itemDiscounts(rule({ type: 'fixed', value: 100 }), []).size).toBe(0);
    const zero = itemDiscounts(rule({ type: 'fixed', value: 100 }), [item('a', { unit_price: 0 })]);
    expect(Object.fromEntries(zero)).toEqual({ a: 0 });
  });
});

describe('spread', () => {
  it('adds up exactly and keeps each share within its weight', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const weights = Array.from(
        { length: (seed % 7) + 1 },
        (_, i) => ((seed * 7919 + i * 104729) % 5000) + 1,
      );
      const total = weights.reduce((s, w) => s + w, 0);
      const amount = (seed * 6007) % (total + 1);
      const shares = spread(amount, weights);
      expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[i] as number);
      });
    }
  });

  it('stays exact past 2^53 intermediate products', () => {
    const shares = spread(9_000_000_000, [3_000_000_000, 6_000_000_001]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(9_000_000_000);
  });
});

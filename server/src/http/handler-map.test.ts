import { describe, expect, it } from 'vitest';
import { handlers } from '../domains/handlers.ts';
import { type AllHandlers, mergeHandlers } from './handlers.ts';

/*
 * The checks that matter here run in typecheck: each `@ts-expect-error` fails `tsc` as soon
 * as the line after it compiles, i.e. when a duplicate or a missing handler slips through.
 */

const listProducts = async () => ({ products: [], count: 0, offset: 0, limit: 20 });

describe('the handler map', () => {
  it('refuses an operation handled by two groups', () => {
    const group = { StoreListProducts: listProducts };
    // @ts-expect-error StoreListProducts is handled twice
    const merged = mergeHandlers(group, group);
    expect(Object.keys(merged)).toEqual(['StoreListProducts']);
  });

  it('refuses a map that leaves an operation without its handler', () => {
    const { StoreListProducts: _left, ...others } = handlers;
    // @ts-expect-error StoreListProducts has no handler
    const partial: AllHandlers = others;
    expect(Object.hasOwn(partial, 'StoreListProducts')).toBe(false);
  });

  it('accepts groups that share no operation', () => {
    const merged = mergeHandlers({ StoreListProducts: listProducts }, {});
    expect(Object.keys(merged)).toEqual(['StoreListProducts']);
  });
});

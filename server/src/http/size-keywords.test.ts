import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { addSizeKeywords, depthOf } from './validation.ts';

describe('the x-max-depth and x-max-bytes keywords', () => {
  const ajv = new Ajv();
  addSizeKeywords(ajv);
  const validate = ajv.compile({ type: 'object', 'x-max-depth': 3, 'x-max-bytes': 64 });

  it('counts levels of objects and arrays', () => {
    expect(depthOf('text')).toBe(0);
    expect(depthOf({})).toBe(1);
    expect(depthOf({ a: [1, { b: 2 }] })).toBe(3);
  });

  it('accepts a value within both limits', () => {
    expect(validate({ a: { b: { c: 1 } } })).toBe(true);
  });

  it('refuses a value nested deeper, with a message naming the limit', () => {
    expect(validate({ a: { b: { c: { d: 1 } } } })).toBe(false);
    expect(validate.errors?.[0]?.message).toBe('must not nest more than 3 levels deep');
  });

  it('refuses a value larger as JSON', () => {
    expect(validate({ text: 'x'.repeat(64) })).toBe(false);
    expect(validate.errors?.[0]?.message).toBe('must not be larger than 64 bytes as JSON');
  });
});

import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('encodes filter objects with brackets', () => {
    expect(toQueryString({ created_at: { gte: '2026-01-01T00:00:00Z' } })).toBe(
      'created_at[gte]=2026-01-01T00%3A00%3A00Z',
    );
  });

  it('encodes arrays as repeated key[] pairs', () => {
    expect(toQueryString({ status: ['pending', 'completed'] })).toBe(
      'status[]=pending&status[]=completed',
    );
  });

  it('encodes nested objects and arrays inside objects', () => {
    expect(toQueryString({ a: { b: { c: 1 }, d: ['x', 'y'] } })).toBe(
      'a[b][c]=1&a[d][]=x&a[d][]=y',
    );
  });

  it('leaves out undefined and null, keeps false and 0', () => {
    expect(toQueryString({ a: undefined, b: null, c: false, d: 0 })).toBe('c=false&d=0');
  });

  it('escapes values and writes dates as ISO strings', () => {
    expect(toQueryString({ q: 'a&b c', at: new Date('2026-01-02T03:04:05.000Z') })).toBe(
      'q=a%26b%20c&at=2026-01-02T03%3A04%3A05.000Z',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('makes unique ids that sort in the order they were made, even within a millisecond', () => {
    const ids = Array.from({ length: 2000 }, () => newId('item'));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^item_[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});

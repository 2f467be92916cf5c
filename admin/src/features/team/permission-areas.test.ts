import { describe, expect, it } from 'vitest';
import { accessOf, PERMISSION_AREAS, togglePermission, withReads } from './permission-areas.ts';

describe('permission areas', () => {
  it('lists the 15 areas of the contract in its order', () => {
    expect(PERMISSION_AREAS).toHaveLength(15);
    expect(PERMISSION_AREAS.slice(0, 3)).toEqual(['orders', 'products', 'customers']);
  });

  it('adds the read of every write, in the contract order', () => {
    expect(withReads(['team:write', 'orders:read'])).toEqual([
      'orders:read',
      'team:read',
      'team:write',
    ]);
  });

  it('ticks read with write, and clears write with read', () => {
    expect(togglePermission([], 'notes:write', true)).toEqual(['notes:read', 'notes:write']);
    expect(togglePermission(['notes:read', 'notes:write'], 'notes:read', false)).toEqual([]);
    expect(togglePermission(['notes:read', 'notes:write'], 'notes:write', false)).toEqual([
      'notes:read',
    ]);
  });

  it('tells the access of an area', () => {
    const held = new Set(withReads(['orders:write', 'products:read']));
    expect(accessOf(held, 'orders')).toBe('write');
    expect(accessOf(held, 'products')).toBe('read');
    expect(accessOf(held, 'team')).toBe('none');
  });
});

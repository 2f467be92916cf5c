import { builtInRolePermissions } from '@commerce/client/permissions';
import { describe, expect, it } from 'vitest';
import { mayCall, permissionsOf } from './permissions.ts';
import { pagePermission } from './route-access.ts';

describe('permissionsOf', () => {
  it('takes the permissions the server sent', () => {
    const user = { role: 'custom', permissions: ['orders:read', 'orders:write'] as const };
    expect([...permissionsOf(user)]).toEqual(['orders:read', 'orders:write']);
  });

  it("falls back to the built-in role's when the backend sends none (Medusa v1)", () => {
    expect([...permissionsOf({ role: 'member' })]).toEqual([...builtInRolePermissions.member]);
    expect(permissionsOf({ role: 'member' }).has('team:write')).toBe(false);
    expect(permissionsOf({ role: 'custom' }).size).toBe(0);
    expect(permissionsOf(null).size).toBe(0);
  });
});

describe('mayCall', () => {
  const support = new Set(['orders:read', 'orders:write'] as const);

  it("follows the contract's x-permission of each operation", () => {
    expect(mayCall(support, 'AdminCancelOrder')).toBe(true);
    expect(mayCall(support, 'AdminUpdateProduct')).toBe(false);
    // Open to every signed-in staff member, and to everyone.
    expect(mayCall(support, 'AdminGetStore')).toBe(true);
    expect(mayCall(new Set(), 'AdminCreateAuth')).toBe(true);
  });

  it('lets a user act on their own record where the contract allows it', () => {
    expect(mayCall(support, 'AdminUpdateUser')).toBe(false);
    expect(mayCall(support, 'AdminUpdateUser', true)).toBe(true);
    expect(mayCall(support, 'AdminDeleteUser', true)).toBe(false);
  });
});

describe('pagePermission', () => {
  it("names the read permission of the page's area, by path prefix", () => {
    expect(pagePermission('/a/orders')).toBe('orders:read');
    expect(pagePermission('/app/a/orders/order_1')).toBe('orders:read');
    expect(pagePermission('/a/products/prod_1/grid')).toBe('products:read');
    expect(pagePermission('/a/settings/team')).toBe('team:read');
    expect(pagePermission('/a/sales-channels/sc_1')).toBe('channels:read');
  });

  it('leaves the pages every staff member has open', () => {
    expect(pagePermission('/a/settings')).toBeNull();
    expect(pagePermission('/a/settings/personal-information')).toBeNull();
    expect(pagePermission('/a/settings/analytics')).toBeNull();
    // A prefix is a whole segment: /a/ordersx is not under /a/orders.
    expect(pagePermission('/a/ordersx')).toBeNull();
  });
});

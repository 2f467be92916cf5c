/**
 * The admin against Medusa v1 through the generated client: a staff member signs in with a
 * token (POST /admin/auth/token) and finds a guest's new order in the order list.
 */
import { adminGetAuth, adminListOrders } from '@commerce/client/admin/operations';
import { describe, expect, it } from 'vitest';
import { SEED } from '../medusa.ts';
import { answer, guestCheckout, medusaClient, signedInAdmin } from './steps.ts';

describe('the admin on Medusa v1', () => {
  it('signs in and lists the orders, with a guest order just placed', async () => {
    const { completion } = await guestCheckout(medusaClient(), 'listed@compat.test', 1);
    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);

    const admin = await signedInAdmin();
    const { user } = await answer('AdminGetAuth', adminGetAuth(admin));
    expect(user.email).toBe(SEED.admin.email);

    const list = await answer('AdminListOrders', adminListOrders(admin, { limit: 20 }));
    const listed = list.orders.find((order) => order.id === completion.data.id);
    expect(listed).toMatchObject({
      email: 'listed@compat.test',
      display_id: completion.data.display_id,
      payment_status: 'awaiting',
    });
    expect(list.count).toBeGreaterThanOrEqual(1);
  });
});

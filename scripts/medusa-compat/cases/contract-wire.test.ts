/**
 * Issue 25, item 5: what a default Medusa v1 sends in a whole checkout, the order read back
 * and the admin's order list reads as the contract declares it. Before, 77 differences in
 * 10 operations: `includes_tax` (a feature flag Medusa ships off), a cart tax line's `id`,
 * timestamps and `metadata` (computed on each read), and ten `Order` fields Medusa sends
 * only when `fields` names them; the contract now has them optional.
 */

import { adminListOrders } from '@commerce/client/admin/operations';
import { storeGetOrder } from '@commerce/client/store/operations';
import { describe, expect, it } from 'vitest';
import { answer, driftSeen, guestCheckout, medusaClient, signedInAdmin } from './steps.ts';

describe("Medusa v1's answers against the contract", () => {
  it('match it through a checkout, the order and the admin order list', async () => {
    const client = medusaClient();
    const { completion } = await guestCheckout(client, 'wire@compat.test', 1);
    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
    await answer('StoreGetOrder', storeGetOrder(client, { id: completion.data.id }));
    await answer('AdminListOrders', adminListOrders(await signedInAdmin(), { limit: 20 }));
    expect(driftSeen).toEqual([]);
  });
});

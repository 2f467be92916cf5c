import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { stockedVariant, stockOf } from '../../../test/fixtures/orders.ts';
import { shippedOrder, useOrderWorld } from '../../../test/fixtures/returns.ts';

/** A replace claim's new lines: fulfilled from stock, canceled back onto it, shipped. */

const { world, post } = useOrderWorld();

describe('claim fulfillments', () => {
  it('fulfils the replacement from stock, cancels, fulfils again and ships it', async () => {
    const { orderId, lineId, locationId, variantId } = await shippedOrder(world(), 1);
    const spare = await stockedVariant(world(), 5);
    const claim = expectContract(
      'AdminCreateOrderClaim',
      await post(`/admin/orders/${orderId}/claims`, {
        type: 'replace',
        claim_items: [{ item_id: lineId, quantity: 1, reason: 'missing_item' }],
        additional_items: [{ variant_id: spare, quantity: 2 }],
      }),
    ).order.claims[0];
    const base = `/admin/orders/${orderId}/claims/${claim.id}`;
    const before = await stockOf(world(), spare);
    const spareLocation = Object.keys(before.at)[0] as string;
    expect(before.at[spareLocation]?.stocked).toBe(5);

    const fulfilled = expectContract(
      'AdminCreateOrderClaimFulfillment',
      await post(`${base}/fulfillments`, { location_id: spareLocation }),
    ).order.claims[0];
    expect(fulfilled.fulfillment_status).toBe('fulfilled');
    expect(fulfilled.additional_items[0].fulfilled_quantity).toBe(2);
    expect(fulfilled.fulfillments).toHaveLength(1);
    expect(fulfilled.fulfillments[0]).toMatchObject({
      claim_order_id: claim.id,
      order_id: null,
      location_id: spareLocation,
    });
    expect((await stockOf(world(), spare)).at[spareLocation]?.stocked).toBe(3);
    const nothingLeft = await post(`${base}/fulfillments`, { location_id: spareLocation });
    expect(expectContract('AdminCreateOrderClaimFulfillment', nothingLeft, 400).code).toBe(
      'claim_nothing_to_fulfil',
    );

    const firstId = fulfilled.fulfillments[0].id;
    const canceled = expectContract(
      'AdminCancelOrderClaimFulfillment',
      await post(`${base}/fulfillments/${firstId}/cancel`),
    ).order.claims[0];
    expect(canceled.fulfillment_status).toBe('canceled');
    expect((await stockOf(world(), spare)).at[spareLocation]?.stocked).toBe(5);

    const again = expectContract(
      'AdminCreateOrderClaimFulfillment',
      await post(`${base}/fulfillments`, { location_id: spareLocation }),
    ).order.claims[0];
    const secondId = again.fulfillments[1].id;
    const sentBefore = world().sent.length;
    const shipped = expectContract(
      'AdminCreateOrderClaimShipment',
      await post(`${base}/shipments`, { fulfillment_id: secondId, tracking_numbers: ['CL-1'] }),
    ).order.claims[0];
    expect(shipped.fulfillment_status).toBe('shipped');
    expect(shipped.fulfillments[1].tracking_numbers).toEqual(['CL-1']);
    expect(
      world()
        .sent.slice(sentBefore)
        .map((n) => n.event_name),
    ).toEqual(['order.shipment_created']);
    const late = await post(`${base}/fulfillments/${secondId}/cancel`);
    expect(expectContract('AdminCancelOrderClaimFulfillment', late, 400).code).toBe(
      'fulfillment_shipped',
    );
    const cancelClaim = await post(`${base}/cancel`);
    expect(expectContract('AdminCancelOrderClaim', cancelClaim, 400).code).toBe(
      'claim_has_fulfillments',
    );
    expect((await stockOf(world(), spare)).at[spareLocation]?.stocked).toBe(3);
    // The claimed (original) variant's stock is untouched by the replacement.
    expect((await stockOf(world(), variantId)).at[locationId]).toEqual({ stocked: 9, reserved: 0 });
  });
});

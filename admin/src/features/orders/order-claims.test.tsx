import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fulfilledOrder, replaceClaim } from '../../test/after-sales-fixtures.ts';
import { orderFulfillment } from '../../test/order-fixtures.ts';
import { ORDER_LOAD, orderSection, refused, renderOrderScreen } from '../../test/order-screen.tsx';
import { listedProduct } from '../../test/product-fixtures.ts';
import { productsAnswer, variant } from '../../test/variant-fixtures.ts';

const mug = listedProduct('prod_mug', 'Stoneware Mug', {
  variants: [variant('variant_mug', 'Default', 'MUG-1', [])],
});
const warehouse = {
  stock_locations: [{ id: 'sloc_1', name: 'Main warehouse' }],
  count: 1,
  offset: 0,
  limit: 1000,
};

async function openOrder() {
  await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
}

describe("an order's claims", { timeout: 30_000 }, () => {
  it('creates a replacement claim with new items from the variant picker', async () => {
    let attempts = 0;
    const { called } = renderOrderScreen(fulfilledOrder(), {
      'GET /admin/products': productsAnswer([mug]),
      'POST /admin/orders/order_1/claims': () =>
        ++attempts === 1
          ? refused('return_exceeds_fulfilled')
          : { order: fulfilledOrder({ claims: [replaceClaim()] }) },
    });
    await openOrder();
    fireEvent.click(within(orderSection('Claims')).getByRole('button', { name: 'Create claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a claim' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Linen Shirt/ }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Replacement' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Torn seam' },
    });
    // A replacement without anything to send is refused before the server is asked.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create claim' }));
    expect(await within(dialog).findByText('Choose at least one replacement item.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose variants' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the new items' });
    fireEvent.click(
      await within(picker).findByRole('checkbox', { name: 'Stoneware Mug, Default' }),
    );
    fireEvent.click(within(picker).getByRole('button', { name: 'Add chosen (1)' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose the new items' })).toBeNull(),
    );
    expect(within(dialog).getByText('1 × Stoneware Mug, Default')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create claim' }));
    // The server's refusal is said in words, and the dialog stays for another try.
    // (Waited for: the check's message of the first try goes only once the form is valid.)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'More units would come back than were fulfilled and not yet returned.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create claim' }));
    await waitFor(() => expect(called('POST', '/admin/orders/order_1/claims')).toHaveLength(2));
    expect(called('POST', '/admin/orders/order_1/claims')[1]?.body).toEqual({
      type: 'replace',
      claim_items: [
        { item_id: 'item_1', quantity: 1, reason: 'production_failure', note: 'Torn seam' },
      ],
      additional_items: [{ variant_id: 'variant_mug', quantity: 1 }],
      no_notification: false,
    });
  });

  it('fulfils a replacement from a location, ships it, and still lets it be updated', async () => {
    const shipped = replaceClaim({
      fulfillment_status: 'fulfilled',
      fulfillments: [orderFulfillment({ id: 'ful_c', order_id: null, claim_order_id: 'claim_1' })],
    });
    const { state, called } = renderOrderScreen(fulfilledOrder({ claims: [replaceClaim()] }), {
      'GET /admin/stock-locations': warehouse,
      'POST /admin/orders/order_1/claims/claim_1/fulfillments': () => {
        state.order = fulfilledOrder({ claims: [shipped] });
        return { order: state.order };
      },
      'POST /admin/orders/order_1/claims/claim_1/shipments': () => ({ order: state.order }),
    });
    await openOrder();
    const claims = orderSection('Claims');
    expect(within(claims).getByText('Sent as replacement: 1 × Stoneware Mug')).toBeTruthy();
    fireEvent.click(within(claims).getByRole('button', { name: /^Fulfil: Claim 1/ }));
    const fulfil = await screen.findByRole('dialog', { name: 'Fulfil the replacement items' });
    fireEvent.click(within(fulfil).getByRole('combobox', { name: 'Ship from' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Main warehouse' }));
    fireEvent.click(within(fulfil).getByRole('button', { name: 'Fulfil' }));
    await waitFor(() =>
      expect(called('POST', '/admin/orders/order_1/claims/claim_1/fulfillments')[0]?.body).toEqual({
        location_id: 'sloc_1',
        no_notification: false,
      }),
    );

    fireEvent.click(
      await within(claims).findByRole('button', {
        name: /^Mark shipped: Claim 1 .*fulfillment 1$/,
      }),
    );
    const ship = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    fireEvent.change(within(ship).getByRole('textbox', { name: /Tracking numbers/ }), {
      target: { value: 'DHL-1, DHL-2' },
    });
    fireEvent.click(within(ship).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(called('POST', '/admin/orders/order_1/claims/claim_1/shipments')[0]?.body).toEqual({
        fulfillment_id: 'ful_c',
        tracking_numbers: ['DHL-1', 'DHL-2'],
      }),
    );

    // Fulfilled, it can no longer be canceled, but it can still be updated.
    expect(within(claims).queryByRole('button', { name: /^Cancel claim/ })).toBeNull();
    fireEvent.click(within(claims).getByRole('button', { name: /^Update: Claim 1/ }));
    const update = await screen.findByRole('dialog', { name: 'Update the claim' });
    expect((within(update).getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe(
      'Torn seam',
    );
  });

  it('shows why the server refuses to cancel a claim', async () => {
    renderOrderScreen(fulfilledOrder({ claims: [replaceClaim()] }), {
      'POST /admin/orders/order_1/claims/claim_1/cancel': refused('claim_has_fulfillments'),
    });
    await openOrder();
    fireEvent.click(
      within(orderSection('Claims')).getByRole('button', { name: /^Cancel claim: Claim 1/ }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this claim?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel claim' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      "Cancel the claim's fulfillments first.",
    );
  });
});

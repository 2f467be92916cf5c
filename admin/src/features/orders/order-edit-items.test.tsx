import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createdEdit } from '../../test/after-sales-fixtures.ts';
import { orderLine, placedOrder } from '../../test/order-fixtures.ts';
import { ORDER_LOAD, orderSection, refused, renderOrderScreen } from '../../test/order-screen.tsx';
import { listedProduct } from '../../test/product-fixtures.ts';
import { productsAnswer, variant } from '../../test/variant-fixtures.ts';

const mug = listedProduct('prod_mug', 'Stoneware Mug', {
  variants: [variant('variant_mug', 'Default', 'MUG-1', [])],
});
const change = (id: string, type: 'item_add' | 'item_update', line: string) => ({
  id,
  type,
  order_edit_id: 'oe_1',
  original_line_item_id: type === 'item_update' ? 'item_1' : null,
  line_item_id: line,
  created_at: '2025-03-05T10:00:00.000Z',
  updated_at: '2025-03-05T10:00:00.000Z',
  deleted_at: null,
});

describe('building an order edit', { timeout: 30_000 }, () => {
  it('adds items, changes a quantity, undoes a change and explains a refusal', async () => {
    const edit = { current: createdEdit() };
    const { called } = renderOrderScreen(placedOrder({ edits: [createdEdit()] }), {
      'GET /admin/products': productsAnswer([mug]),
      'GET /admin/order-edits/oe_1': () => ({ order_edit: edit.current }),
      'POST /admin/order-edits/oe_1/items': () => {
        edit.current = createdEdit({
          difference_due: 1200,
          items: [
            ...(edit.current.items ?? []),
            orderLine('eitem_2', 'Stoneware Mug', { order_id: null, quantity: 2 }),
          ],
          changes: [change('oic_1', 'item_add', 'eitem_2')],
        });
        return { order_edit: edit.current };
      },
      'POST /admin/order-edits/oe_1/items/eitem_1': () => ({ order_edit: edit.current }),
      'DELETE /admin/order-edits/oe_1/changes/oic_1': () => ({
        id: 'oic_1',
        object: 'item_change',
        deleted: true,
      }),
      'DELETE /admin/order-edits/oe_1/items/eitem_1': refused('order_edit_item_fulfilled'),
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    const edits = orderSection('Order edits');
    const items = await within(edits).findByRole('list', { name: /^Items of Edit 1/ });
    expect(within(items).getByText('2 × Linen Shirt')).toBeTruthy();
    expect(within(edits).getByText('No changes yet.')).toBeTruthy();

    // Two mugs from the variant picker: one request, then the edit shows them and the change.
    fireEvent.click(within(edits).getByRole('button', { name: 'Add items' }));
    const picker = await screen.findByRole('dialog', { name: 'Add items to the order' });
    fireEvent.click(
      await within(picker).findByRole('checkbox', { name: 'Stoneware Mug, Default' }),
    );
    fireEvent.change(within(picker).getByRole('spinbutton', { name: /Stoneware Mug/ }), {
      target: { value: '2' },
    });
    fireEvent.click(within(picker).getByRole('button', { name: 'Add chosen (1)' }));
    await waitFor(() =>
      expect(called('POST', '/admin/order-edits/oe_1/items')[0]?.body).toEqual({
        variant_id: 'variant_mug',
        quantity: 2,
      }),
    );
    expect(await within(edits).findByText('Added 2 × Stoneware Mug')).toBeTruthy();
    expect(within(edits).getByText('Difference due: €12.00')).toBeTruthy();

    fireEvent.click(within(edits).getByRole('button', { name: 'Change quantity: Linen Shirt' }));
    const quantity = await screen.findByRole('dialog', {
      name: 'Change the quantity of Linen Shirt',
    });
    fireEvent.change(within(quantity).getByRole('spinbutton', { name: 'Quantity' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(quantity).getByRole('button', { name: 'Change quantity' }));
    await waitFor(() =>
      expect(called('POST', '/admin/order-edits/oe_1/items/eitem_1')[0]?.body).toEqual({
        quantity: 3,
      }),
    );

    fireEvent.click(within(edits).getByRole('button', { name: 'Undo: Added 2 × Stoneware Mug' }));
    const undo = await screen.findByRole('alertdialog', { name: 'Undo this change?' });
    fireEvent.click(within(undo).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(called('DELETE', '/admin/order-edits/oe_1/changes/oic_1')).toHaveLength(1),
    );

    fireEvent.click(within(edits).getByRole('button', { name: 'Remove: Linen Shirt' }));
    const remove = await screen.findByRole('alertdialog', {
      name: 'Remove Linen Shirt from the order?',
    });
    fireEvent.click(within(remove).getByRole('button', { name: 'Remove' }));
    expect((await within(remove).findByRole('alert')).textContent).toBe(
      'Fulfilled units cannot be removed from the order.',
    );
  });
});

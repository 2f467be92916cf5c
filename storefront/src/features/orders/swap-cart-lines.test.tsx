import type { Cart } from '@commerce/client';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { europe } from '../../test/fixtures.ts';
import { createTestI18n } from '../../test/i18n.ts';
import { SwapCartLines } from './swap-cart-lines.tsx';
import { SwapDifference } from './swap-difference.tsx';

/*
 * A swap cart as the server answers it (server/src/domains/orders/swaps/cart.ts and
 * carts/totals.ts): one new T-shirt, the credit for the returned one (what was paid for it,
 * tax included), return shipping as a positive `is_return` line, and a delivery at €4.90
 * before 20 % tax. The lines' and the cart's totals are the server's.
 */
function swapCart(includesTax: boolean): Cart {
  const region = { ...europe, includes_tax: includesTax };
  // Net: €19.50 + €3.90 tax; gross: €19.50 holding €3.25.
  const item = includesTax
    ? { subtotal: 1625, tax_total: 325, total: 1950, original_total: 1950 }
    : { subtotal: 1950, tax_total: 390, total: 2340, original_total: 2340 };
  const paid = item.total;
  const credit = {
    subtotal: -item.subtotal,
    tax_total: -item.tax_total,
    total: -paid,
    original_total: -paid,
  };
  return {
    id: 'cart_swap',
    type: 'swap',
    region,
    items: [
      {
        id: 'item_new',
        title: 'Classic T-Shirt',
        description: 'M / White',
        is_return: false,
        unit_price: 1950,
        quantity: 1,
        ...item,
      },
      {
        id: 'item_credit',
        title: 'Classic T-Shirt',
        description: 'S / White',
        is_return: true,
        unit_price: -paid,
        quantity: 1,
        ...credit,
      },
      {
        id: 'item_ret',
        title: 'Return shipping',
        is_return: true,
        unit_price: 468,
        quantity: 1,
        subtotal: 390,
        tax_total: 78,
        total: 468,
        original_total: 468,
      },
    ],
    shipping_methods: [
      {
        id: 'sm_1',
        price: 490,
        subtotal: 490,
        tax_total: 98,
        total: 588,
        shipping_option: { name: 'Standard shipping' },
      },
    ],
    subtotal: 390,
    shipping_total: 490,
    tax_total: 176,
    total: 1056,
  } as unknown as Cart;
}

function renderLines(cart: Cart) {
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <SwapCartLines cart={cart} region={cart.region as NonNullable<Cart['region']>} />
      <SwapDifference cart={cart} region={cart.region as NonNullable<Cart['region']>} ready />
    </I18nextProvider>,
  );
}

const amounts = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent);

const rows = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);

describe('the exchange’s cart under the tax display rule', () => {
  it('shows a net region’s amounts before tax, then a Tax row, adding up to the difference', () => {
    renderLines(swapCart(false));
    expect(amounts('New items')).toEqual(['€19.50']);
    expect(amounts('Returned items (credit)')).toEqual(['\u2212€19.50']);
    expect(rows()).toEqual([
      ['Items difference', '€0.00'],
      ['Return shipping', '€3.90'],
      ['Delivery: Standard shipping', '€4.90'],
      ['Tax', '€1.76'],
      ['Difference to pay', '€10.56'],
    ]);
    expect(screen.queryByText(/Incl\./)).toBeNull();
  });

  it('shows a tax-inclusive region’s amounts with tax, and the tax inside the difference', () => {
    renderLines(swapCart(true));
    expect(amounts('New items')).toEqual(['€19.50']);
    expect(amounts('Returned items (credit)')).toEqual(['\u2212€19.50']);
    expect(rows()).toEqual([
      ['Items difference', '€0.00'],
      ['Return shipping', '€4.68'],
      ['Delivery: Standard shipping', '€5.88'],
      ['Difference to pay', '€10.56'],
    ]);
    expect(screen.getByText('Incl. €1.76 tax')).toBeTruthy();
  });

  it('writes a credit with the minus sign the totals use (U+2212), not a hyphen', () => {
    // The returned T-shirt only, nothing new: the items difference is the credit.
    const cart = swapCart(false);
    const credit = (cart.items ?? []).filter((line) => line.id !== 'item_new');
    renderLines({ ...cart, items: credit, tax_total: 176 - 390, total: 1056 - 2340 });
    expect(amounts('Returned items (credit)')).toEqual(['\u2212€19.50']);
    expect(rows()).toEqual([
      ['Items difference', '\u2212€19.50'],
      ['Return shipping', '€3.90'],
      ['Delivery: Standard shipping', '€4.90'],
      ['Tax', '\u2212€2.14'],
      ['Credit due to you', '€12.84'],
    ]);
    expect(document.body.textContent).not.toMatch(/-€/);
  });
});

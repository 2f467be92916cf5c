import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSwap } from '../../test/fake-swap.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The rows above the confirm button, as `key: label amount`. */
const rows = () =>
  [...document.querySelectorAll('[data-total]')].map(
    (row) =>
      `${row.getAttribute('data-total')}: ${row.querySelector('dt')?.textContent} ${row.querySelector('dd')?.textContent}`,
  );

describe('exchange cart', () => {
  it('explains the difference before the delivery is chosen, then pays the total it breaks down', async () => {
    const user = userEvent.setup();
    renderApp('/swaps/cart_swap', fakeSwap().api);
    await screen.findByRole('heading', { level: 1, name: 'Your exchange' });
    await screen.findByRole('radio', { name: /Standard shipping/ });

    // Before a delivery: the items difference and the return shipping, before Europe's tax
    // (issue 24's tax display rule: €30.00 − €19.50; €3.90), the delivery to come, no total,
    // and a button without an amount.
    expect(rows()).toEqual([
      'items: Items difference €10.50',
      'returnShipping: Return shipping €3.90',
      'delivery: Delivery Added once you choose it above',
    ]);
    const waiting = screen.getByRole('button', { name: 'Confirm the exchange' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByText('Choose a delivery for the new items first.')).toBeTruthy();

    // Chosen: every part of the total, and the button names that total.
    await user.click(screen.getByRole('radio', { name: /Standard shipping/ }));
    await waitFor(() =>
      expect(rows()).toEqual([
        'items: Items difference €10.50',
        'returnShipping: Return shipping €3.90',
        'delivery: Delivery: Standard shipping €4.90',
        'tax: Tax €3.86',
        'difference: Difference to pay €23.16',
      ]),
    );
    const pay = screen.getByRole('button', { name: 'Pay €23.16 and confirm' });
    expect(pay.hasAttribute('disabled')).toBe(false);
    expect(
      screen.getByText(
        'You pay €23.16 by manual payment: the store sends you its payment details.',
      ),
    ).toBeTruthy();
  });
});

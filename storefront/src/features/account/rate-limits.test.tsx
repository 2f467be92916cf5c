import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAccount } from '../../test/fake-account.ts';
import { withAccountRules } from '../../test/fake-account-rules.ts';
import { deliveredOrder, fakeOrders } from '../../test/fake-orders.ts';
import { renderApp } from '../../test/render-app.tsx';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const grace = { email: 'grace@example.com', password: 'hopper1906', first_name: 'Grace' };
const TOO_MANY = 'Too many attempts. Wait a minute, then try again.';

/** The store refuses `limited` as too many (429 `too_many_requests`). */
const limitedStore = (limited: string, signedIn?: string) =>
  withAccountRules(fakeAccount({ accounts: [grace], ...(signedIn ? { signedIn } : {}) }), {
    limited: [limited],
  });

describe('too many attempts (429) on the rate-limited account requests', () => {
  it('says so when signing in', async () => {
    const user = userEvent.setup();
    const store = limitedStore('POST /store/auth');
    renderApp('/account/sign-in', store.api);
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), grace.email);
    await user.type(field('Password'), grace.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY);
  });

  it('says so when creating an account', async () => {
    const user = userEvent.setup();
    const store = limitedStore('POST /store/customers');
    renderApp('/account/register', store.api);
    await user.type(await screen.findByLabelText(/^First name/), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'analytical');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY);
  });

  it('says so when asking for a reset link', async () => {
    const user = userEvent.setup();
    const store = limitedStore('POST /store/customers/password-token');
    renderApp('/account/forgot-password', store.api);
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), grace.email);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when asking for the link that adds guest orders', async () => {
    const user = userEvent.setup();
    const orders = fakeOrders({
      accounts: [grace],
      signedIn: grace.email,
      guestOrders: [deliveredOrder(9, grace.email)],
    });
    const store = withAccountRules(
      { api: orders.api, accounts: new Map() },
      { limited: ['POST /store/orders/batch/customer/token'] },
    );
    renderApp('/account/claim-orders', store.api);
    await user.type(await screen.findByLabelText(/^Order number/), '9');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await screen.findByRole('checkbox', { name: /^Order #9/ });
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY);
  });
});

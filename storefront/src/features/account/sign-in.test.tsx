import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAccount } from '../../test/fake-account.ts';
import { withAccountRules } from '../../test/fake-account-rules.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A form control by its visible label (a required field's label ends in an asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

const grace = {
  email: 'grace@example.com',
  password: 'hopper1906',
  first_name: 'Grace',
  last_name: 'Hopper',
};

describe('signing in, registering and signing out', () => {
  it('sends a signed-out shopper to sign in, explains a wrong password, then comes back', async () => {
    const user = userEvent.setup();
    const store = fakeAccount({ accounts: [grace] });
    const { router } = renderApp('/account/orders?page=2', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toEqual({ redirect: '/account/orders?page=2' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe('Enter your email address.');

    await user.type(email, grace.email);
    await user.type(field('Password'), 'not-her-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password is wrong. Check them and try again.',
    );

    await user.clear(field('Password'));
    await user.type(field('Password'), grace.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(router.state.location.href).toBe('/account/orders?page=2');
  });

  it('calls a password longer than any the store accepts wrong, without asking the store', async () => {
    const user = userEvent.setup();
    const store = withAccountRules(fakeAccount({ accounts: [grace] }));
    renderApp('/account/sign-in', store.api);
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), grace.email);
    await user.click(field('Password'));
    await user.paste('z'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = field('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    const error = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('The email or password is wrong. Check them and try again.');
    expect(store.sent).not.toContain('POST /store/auth');
  });

  it('registers (signed in by the sign-up itself), and refuses an email that has an account', async () => {
    const user = userEvent.setup();
    const store = withAccountRules(fakeAccount({ accounts: [grace] }));
    const { router } = renderApp('/account/register', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    // Guest orders with the same email are not promised: they are claimed by email.
    expect(
      screen.getByText(/^Orders you placed as a guest are not added to a new account/),
    ).toBeTruthy();
    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Email'), grace.email);
    const password = field('Password');
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('8 to 128 characters.');
    await user.click(password);
    await user.paste('x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at most 128 characters.')).toBeTruthy();
    expect(store.sent).not.toContain('POST /store/customers');

    await user.clear(field('Password'));
    await user.type(field('Password'), 'analytical');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = field('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(
      'An account with this email already exists. Sign in, or reset your password.',
    );

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    expect(store.sent.filter((line) => line === 'POST /store/customers')).toHaveLength(2);
    expect(store.sent).not.toContain('POST /store/auth');
  });

  it('edits the profile, and signs out from the header menu', async () => {
    const user = userEvent.setup();
    const store = fakeAccount({ accounts: [grace], signedIn: grace.email });
    const { router } = renderApp('/account', store.api);
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, '+49 30 1234');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your details are saved.');
    expect(store.accounts.get(grace.email)?.phone).toBe('+49 30 1234');

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.isSignedIn()).toBe(false);
  });
});

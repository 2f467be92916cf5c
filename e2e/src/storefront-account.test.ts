/**
 * The shopper's account in the built storefront, in Chromium, against the real server with
 * the demo store: register, sign out, come back through sign-in to a page that needs it,
 * keep a shipping address; and a forgotten password reset with the token the server sends.
 */
import { storeCreateCustomer } from '@commerce/client/store/operations';
import { describe, expect, it } from 'vitest';
import { type AuthMessage, authMessages } from '../../server/src/domains/people/index.ts';
import { shopperClient } from './checkout-flow.ts';
import { storefrontJourney } from './storefront-journey.ts';
import { reload, visit } from './storefront-pages.ts';

const shop = storefrontJourney('storefront-account-staff@example.com');

const path = () => {
  const url = new URL(shop.page.url());
  return url.pathname + url.search;
};

/** The next password reset token the server sends to `email` (emitted in-process for tests). */
function nextResetToken(email: string): Promise<string> {
  return new Promise((resolve) => {
    const listener = (message: AuthMessage) => {
      if (message.kind !== 'customer-password-reset' || message.email !== email) return;
      authMessages.off('message', listener);
      resolve(message.token);
    };
    authMessages.on('message', listener);
  });
}

async function signIn(email: string, password: string) {
  await shop.page.getByLabel('Email').fill(email);
  await shop.page.getByLabel('Password').fill(password);
  await shop.page.getByRole('button', { name: 'Sign in' }).click();
}

describe('storefront account', () => {
  it('registers, signs out, signs in again for a page that needs it, and keeps an address', async () => {
    const { page } = shop;
    await visit(page, `${shop.server.url}/account/register`);
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('analytical engine');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByText('Hello, Ada').waitFor();

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(path()).toBe('/');

    await visit(page, `${shop.server.url}/account/addresses`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(path()).toBe('/account/sign-in?redirect=%2Faccount%2Faddresses');
    await signIn('ada@example.com', 'analytical engine');
    await page.getByRole('heading', { level: 1, name: 'Addresses' }).waitFor();
    expect(path()).toBe('/account/addresses');

    await page.getByText('No saved addresses yet.').waitFor();
    await page.getByRole('button', { name: 'Add an address' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    await page.getByLabel('Street and house number').fill('Unter den Linden 1');
    await page.getByLabel('Postal code').fill('10117');
    await page.getByLabel('City').fill('Berlin');
    // Exact: the header's region picker is 'Country or region'.
    await page.getByRole('combobox', { name: 'Country', exact: true }).click();
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await page.getByRole('button', { name: 'Save the address' }).click();
    await page.getByRole('status').filter({ hasText: 'The address is added.' }).waitFor();

    // Read back from the server on a fresh load.
    await reload(page);
    const saved = page.getByRole('list', { name: 'Saved addresses' });
    await saved.getByText('Unter den Linden 1').waitFor();
    expect(await saved.getByRole('listitem').count()).toBe(1);
    expect(await saved.textContent()).toContain('10117 Berlin');
    expect(await saved.textContent()).toContain('Germany');
    expect(shop.pageErrors).toEqual([]);
  });

  it('resets a forgotten password with the token the server sent', async () => {
    const { page } = shop;
    const email = 'grace@example.com';
    await storeCreateCustomer(shopperClient(shop.server.url), {
      email,
      password: 'first password',
      first_name: 'Grace',
      last_name: 'Hopper',
    });

    await visit(page, `${shop.server.url}/account/sign-in`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    const token = nextResetToken(email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `If an account uses ${email}` })
      .waitFor();

    const query = new URLSearchParams({ token: await token, email });
    await visit(page, `${shop.server.url}/account/reset-password?${query}`);
    await page.getByText(`Enter a new password for ${email}.`).waitFor();
    await page.getByLabel('New password').fill('second password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await signIn(email, 'first password');
    const refusal = page.getByRole('alert').filter({ hasText: 'email or password is wrong' });
    await refusal.waitFor();
    await page.getByLabel('Password').fill('second password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByText('Hello, Grace').waitFor();
    expect(shop.pageErrors).toEqual([]);
  });
});

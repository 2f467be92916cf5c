import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAccount } from '../../test/fake-account.ts';
import { withAccountRules } from '../../test/fake-account-rules.ts';
import { renderApp } from '../../test/render-app.tsx';

const grace = {
  email: 'grace@example.com',
  password: 'hopper1906',
  first_name: 'Grace',
  last_name: 'Hopper',
};

/** A form control by its visible label (a required field's label ends in an asterisk). */
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}\\*?$`));

/** The text that describes a field: its hint and its error. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function signedInAtAccount() {
  const fake = fakeAccount({ accounts: [grace], signedIn: grace.email });
  const store = withAccountRules(fake);
  renderApp('/account', store.api);
  return { fake, store };
}

describe('the account page: email and password changes need the current password', () => {
  it('asks for the current password only when the email changes, and explains a wrong one', async () => {
    const user = userEvent.setup();
    const { fake } = signedInAtAccount();
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(within(details).queryByLabelText(/^Current password/)).toBeNull();
    await user.type(field(details, 'Phone'), '+1 202 555 0100');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await within(details).findByText('Your details are saved.');

    const email = field(details, 'Email');
    await user.clear(email);
    await user.type(email, 'grace@navy.example');
    const current = field(details, 'Current password');
    expect(describedBy(current)).toContain('To change your email, enter your current password.');

    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(describedBy(current)).toContain('Enter your current password.');

    await user.type(current, 'not-her-password');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(describedBy(current)).toContain(
        'This is not your current password. Check it and try again.',
      ),
    );
    expect(document.activeElement).toBe(current);
    expect(within(details).queryByRole('alert')).toBeNull();
    expect(fake.accounts.get(grace.email)?.email).toBe(grace.email);

    await user.clear(current);
    await user.type(current, grace.password);
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await within(details).findByText('Your details are saved.');
    expect(fake.accounts.get(grace.email)?.email).toBe('grace@navy.example');
    // The new email is now the saved one: no password asked any more.
    await waitFor(() => expect(within(details).queryByLabelText(/^Current password/)).toBeNull());
  });

  it('changes the password, checking both entries and the current password', async () => {
    const user = userEvent.setup();
    const { fake, store } = signedInAtAccount();
    const form = await screen.findByRole('region', { name: 'Change password' });
    const save = within(form).getByRole('button', { name: 'Save the new password' });
    expect(describedBy(field(form, 'New password'))).toContain('8 to 128 characters.');

    await user.click(save);
    expect(describedBy(field(form, 'Current password'))).toContain('Enter your current password.');
    expect(describedBy(field(form, 'Confirm new password'))).toContain(
      'Enter the new password again.',
    );

    await user.type(field(form, 'Current password'), 'not-her-password');
    await user.click(field(form, 'New password'));
    await user.paste('y'.repeat(129));
    await user.type(field(form, 'Confirm new password'), 'something else');
    await user.click(save);
    await waitFor(() =>
      expect(describedBy(field(form, 'New password'))).toContain('Use at most 128 characters.'),
    );

    await user.clear(field(form, 'New password'));
    await user.type(field(form, 'New password'), 'compiler1952');
    await user.click(save);
    await waitFor(() =>
      expect(describedBy(field(form, 'Confirm new password'))).toContain(
        'The two passwords are not the same.',
      ),
    );
    expect(store.sent).not.toContain('POST /store/customers/me');

    await user.clear(field(form, 'Confirm new password'));
    await user.type(field(form, 'Confirm new password'), 'compiler1952');
    await user.click(save);
    const current = field(form, 'Current password');
    await waitFor(() =>
      expect(describedBy(current)).toContain(
        'This is not your current password. Check it and try again.',
      ),
    );
    expect(document.activeElement).toBe(current);
    expect(fake.accounts.get(grace.email)?.password).toBe(grace.password);

    await user.clear(current);
    await user.type(current, grace.password);
    await user.click(save);
    expect((await within(form).findByText(/^Your password is changed/)).textContent).toBe(
      'Your password is changed. Your other devices are signed out; this one stays signed in.',
    );
    expect(fake.accounts.get(grace.email)?.password).toBe('compiler1952');
    expect((field(form, 'Current password') as HTMLInputElement).value).toBe('');
    expect(fake.isSignedIn()).toBe(true);
  });
});

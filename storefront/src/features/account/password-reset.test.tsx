import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAccount, GOOD_RESET_TOKEN } from '../../test/fake-account.ts';
import { renderApp } from '../../test/render-app.tsx';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const grace = { email: 'grace@example.com', password: 'hopper1906' };

describe('password reset', () => {
  it('asks for a link, answering the same for any email', async () => {
    const user = userEvent.setup();
    const store = fakeAccount({ accounts: [grace] });
    renderApp('/account/forgot-password', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await user.type(field('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account uses nobody@example.com, a link to reset its password is on its way. It works for 15 minutes.',
    );
    expect(store.requests).toContain('POST /store/customers/password-token');
  });

  it('keeps the password within 8 to 128 characters, refuses an expired token, and sets it with a good one', async () => {
    const user = userEvent.setup();
    const store = fakeAccount({ accounts: [grace] });
    const { unmount } = renderApp(
      `/account/reset-password?token=old&email=${encodeURIComponent(grace.email)}`,
      store.api,
    );
    await screen.findByText('Enter a new password for grace@example.com.');
    expect(screen.getByText('8 to 128 characters.')).toBeTruthy();
    await user.type(field('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    await user.paste('x'.repeat(130));
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Use at most 128 characters.')).toBeTruthy();
    expect(store.requests).not.toContain('POST /store/customers/password-reset');
    await user.clear(field('New password'));
    await user.type(field('New password'), 'short-but-now-long');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reset link is invalid or has expired. Ask for a new one.',
    );
    unmount();

    renderApp(
      `/account/reset-password?token=${GOOD_RESET_TOKEN}&email=${encodeURIComponent(grace.email)}`,
      store.api,
    );
    await user.type(await screen.findByLabelText(/^New password/), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password is changed. Sign in with the new one.',
    );
    expect(store.accounts.get(grace.email)?.password).toBe('a new password');
  });

  it('explains a link without its token', async () => {
    renderApp('/account/reset-password', fakeAccount().api);
    expect(
      await screen.findByText(
        'This link is incomplete. Open the link from the email again, or ask for a new one.',
      ),
    ).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('password reset', () => {
  it('requests a link by email and says the same whether or not the account exists', async () => {
    const { api, called } = apiRoutes({
      'POST /admin/users/password-token': new Response(null, { status: 204 }),
    });
    renderApp('/app/reset-password', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('admin@example.com');
    expect(called('POST', '/admin/users/password-token')[0]?.body).toEqual({
      email: 'admin@example.com',
    });
  });

  it('sets a new password with the token, then asks to sign in with it', async () => {
    const { api, called } = apiRoutes({
      'POST /admin/users/reset-password': { user: adminUser },
    });
    const { router } = renderApp('/app/reset-password?token=tok_reset', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/New password/), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByText('Your password was changed. Sign in with your new password.'),
    ).toBeTruthy();
    expect(called('POST', '/admin/users/reset-password')[0]?.body).toEqual({
      token: 'tok_reset',
      password: 'brand new password',
    });
  });

  it("shows the API's message for a token that no longer works", async () => {
    const { api } = apiRoutes({
      'POST /admin/users/reset-password': Response.json(
        { type: 'unauthorized', message: 'The password reset token is invalid or has expired' },
        { status: 401 },
      ),
    });
    renderApp('/app/reset-password?token=tok_used', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/New password/), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password reset token is invalid or has expired',
    );
  });

  it('refuses a new password longer than 128 characters', async () => {
    const { api, called } = apiRoutes({
      'POST /admin/users/reset-password': { user: adminUser },
    });
    renderApp('/app/reset-password?token=tok_reset', api);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/New password/));
    await user.paste('p'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('The password is too long: at most 128 characters.'),
    ).toBeTruthy();
    expect(called('POST', '/admin/users/reset-password')).toHaveLength(0);
  });
});

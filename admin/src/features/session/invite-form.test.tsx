import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const invited = { ...adminUser, id: 'usr_02', email: 'new@example.com', role: 'member' };

async function fillInvite(password = 'a good password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'King');
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
}

describe('accept an invitation', () => {
  it('creates the user from the token, signs them in and opens the main area', async () => {
    let signedIn = false;
    const { api, called } = apiRoutes({
      'POST /admin/invites/accept': (_request, body) => ({
        user: { ...invited, ...(body as { user: object }).user },
      }),
      'POST /admin/auth': () => {
        signedIn = true;
        return { user: invited };
      },
      'GET /admin/auth': () =>
        signedIn
          ? { user: invited }
          : Response.json({ type: 'unauthorized', message: 'No' }, { status: 401 }),
    });
    const { router } = renderApp('/app/invite?token=tok_123', api);
    await fillInvite();

    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a/orders');
    expect(called('POST', '/admin/invites/accept')[0]?.body).toEqual({
      token: 'tok_123',
      user: { first_name: 'Ada', last_name: 'King', password: 'a good password' },
    });
    expect(called('POST', '/admin/auth')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'a good password',
    });
  });

  it('asks for a long enough password and shows why the server refused', async () => {
    const { api, called } = apiRoutes({
      'POST /admin/invites/accept': Response.json(
        { type: 'unauthorized', message: 'The invite is invalid or has expired' },
        { status: 401 },
      ),
    });
    renderApp('/app/invite?token=tok_old', api);
    await fillInvite('short');
    expect(await screen.findByText('The password is too short.')).toBeTruthy();
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    expect(called('POST', '/admin/invites/accept')).toHaveLength(0);

    await userEvent.setup().type(screen.getByLabelText(/Password/), ' and longer');
    await userEvent.setup().click(screen.getByRole('button', { name: /Create account/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The invite is invalid or has expired',
    );
  });

  it('refuses a password longer than 128 characters and takes one of exactly 128', async () => {
    const { api, called } = apiRoutes({
      'POST /admin/invites/accept': (_request, body) => ({
        user: { ...invited, ...(body as { user: object }).user },
      }),
    });
    renderApp('/app/invite?token=tok_123', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'King');
    const password = screen.getByLabelText(/Password/);
    await user.click(password);
    await user.paste('p'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(
      await screen.findByText('The password is too long: at most 128 characters.'),
    ).toBeTruthy();
    expect(called('POST', '/admin/invites/accept')).toHaveLength(0);

    await user.type(password, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await waitFor(() => expect(called('POST', '/admin/invites/accept')).toHaveLength(1));
    expect(called('POST', '/admin/invites/accept')[0]?.body).toMatchObject({
      user: { password: 'p'.repeat(128) },
    });
  });

  it('explains a link without a token', async () => {
    renderApp('/app/invite', apiRoutes({}).api);
    expect(await screen.findByRole('heading', { name: 'Accept your invitation' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/invitation link is incomplete/);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
  });
});

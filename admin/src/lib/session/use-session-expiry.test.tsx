import { notify } from '@commerce/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const NOTICE = 'Your session has ended. Sign in again to continue.';
const unauthorized = () =>
  Response.json({ type: 'unauthorized', message: 'Authentication is required' }, { status: 401 });

/**
 * Signed in until `expire()`: from then on every admin call answers 401, as the server does
 * for a session cookie it no longer knows.
 */
function expiringApi() {
  let expired = false;
  const signedIn = (answer: object) => (): object | Response => (expired ? unauthorized() : answer);
  const routes = apiRoutes({
    'GET /admin/auth': signedIn({ user: adminUser }),
    'GET /admin/products': signedIn({ products: [], count: 0, offset: 0, limit: 5 }),
    'GET /admin/orders': signedIn({ orders: [], count: 0, offset: 0, limit: 5 }),
    'GET /admin/customers': signedIn({ customers: [], count: 0, offset: 0, limit: 5 }),
    'GET /admin/products/prod_1': signedIn({
      product: { id: 'prod_1', title: 'Blue Shirt', handle: 'blue-shirt' },
    }),
    'POST /admin/auth': () => {
      expired = false;
      return { user: adminUser };
    },
  });
  return {
    ...routes,
    expire: () => {
      expired = true;
    },
  };
}

// Toasts live in one store for the whole file; each test starts without the last one's.
afterEach(() => notify.dismiss());

async function searchInPalette(text: string) {
  fireEvent.click(screen.getByRole('button', { name: /Search or jump to/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  fireEvent.input(within(dialog).getByRole('combobox'), { target: { value: text } });
}

describe('when the session ends in the main area', () => {
  it('sends the user to sign in once, coming back to where they were, with a notice', async () => {
    const { api, expire, called } = expiringApi();
    const { router, queryClient } = renderApp('/app/a/customers?view=all', api);
    await screen.findByRole('heading', { name: 'Customers', level: 1 });
    const entries = router.history.length;

    expire();
    // The search asks for products, orders and customers at once: three 401s.
    await searchInPalette('blue');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/a/customers?view=all' });
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.getAllByText(NOTICE)).toHaveLength(1);
    // The sign-in page replaced the page the session ended on: Back does not return to it.
    expect(router.history.length).toBe(entries);
    expect(called('GET', '/admin/products')).toHaveLength(1);
    // The old session's data is gone, so the guard asks the server next time.
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });

  it('comes back to the page whose loading found the session gone, after signing in', async () => {
    const { api, expire } = expiringApi();
    const { router } = renderApp('/app/a/orders', api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });

    expire();
    await router.navigate({ to: '/a/products/$id', params: { id: 'prod_1' } });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.search).toEqual({ redirect: '/a/products/prod_1' });
    expect(await screen.findByText(NOTICE)).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Blue Shirt', level: 1 })).toBeTruthy();
  });

  it('leaves a 401 outside the main area to its page', async () => {
    const { api } = apiRoutes({
      'GET /admin/auth': unauthorized(),
      'POST /admin/auth': Response.json(
        { type: 'unauthorized', message: 'Wrong email or password' },
        { status: 401 },
      ),
    });
    // The toaster loads lazily, so the absence of the notice is read at its source.
    const notices = vi.spyOn(notify, 'info');
    const { router } = renderApp('/app/a/orders', api);
    // Signed out from the start: the guard sends them to sign in, without the notice.
    await screen.findByRole('heading', { name: 'Sign in' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect(router.state.location.search).toEqual({ redirect: '/a/orders' });
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(notices).not.toHaveBeenCalled();
    notices.mockRestore();
  });
});

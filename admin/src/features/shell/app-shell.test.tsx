import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, notImplemented } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const product = { id: 'prod_1', title: 'Blue Shirt', handle: 'blue-shirt' };

function signedInApi() {
  return apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'DELETE /admin/auth': {},
    'GET /admin/products': (request: Request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const products = 'blue shirt'.includes(q.toLowerCase()) ? [product] : [];
      return { products, count: products.length, offset: 0, limit: 5 };
    },
    'GET /admin/products/prod_1': { product },
    // A fresh answer per request: the orders list and the palette both ask.
    'GET /admin/orders': () => notImplemented(),
    'GET /admin/customers': { customers: [], count: 0, offset: 0, limit: 5 },
  });
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('the main area', () => {
  it('opens at orders with its landmarks, navigation and an honest empty state', async () => {
    const { router } = renderApp('/app/a', signedInApi().api);

    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a/orders');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.slice(0, 8).map((link) => link.textContent)).toEqual([
      'Orders',
      'Products',
      'Customers',
      'Discounts',
      'Gift cards',
      'Pricing',
      'Inventory',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // Orders are listed by the list pattern, which says plainly when the server has no list.
    expect(await screen.findByText('This server does not offer this list yet.')).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, remembering where they were going', async () => {
    const { api } = apiRoutes({
      'GET /admin/auth': Response.json({ type: 'unauthorized', message: 'No' }, { status: 401 }),
    });
    const { router } = renderApp('/app/a/customers', api);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/a/customers' });
  });

  it('skips to the main content from the first link', async () => {
    renderApp('/app/a/orders', signedInApi().api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Orders', level: 1 }));
  });

  it('goes to a section with g and its key, and moves focus to the new heading', async () => {
    const { router } = renderApp('/app/a/orders', signedInApi().api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });

    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'p' });
    const heading = await screen.findByRole('heading', { name: 'Products', level: 1 });
    expect(router.state.location.pathname).toBe('/a/products');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Products · Commerce admin');
  });

  it('lists every shortcut in a help dialog opened with ?', async () => {
    renderApp('/app/a/orders', signedInApi().api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });

    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Open the command palette')).toBeTruthy();
    expect(within(dialog).getByText('Go to Gift cards')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the command palette', () => {
  it('opens with Ctrl+K and goes to a screen', async () => {
    const { router } = renderApp('/app/a/orders', signedInApi().api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const input = within(dialog).getByRole('combobox', { name: /Search screens/ });
    // Keys typed in the palette are text, not shortcuts: "g" then "i" must not navigate.
    fireEvent.keyDown(input, { key: 'g' });
    fireEvent.keyDown(input, { key: 'i' });
    // One input event: Ariakit's combobox drops keys typed one by one under jsdom.
    fireEvent.input(input, { target: { value: 'inven' } });
    expect(router.state.location.pathname).toBe('/a/orders');
    fireEvent.click(await within(dialog).findByRole('option', { name: /Inventory/ }));

    expect(await screen.findByRole('heading', { name: 'Inventory', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a/inventory');
  });

  it('finds a product by search and says what could not be searched', async () => {
    const { api, called } = signedInApi();
    const { router } = renderApp('/app/a/orders', api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: /Search or jump to/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    fireEvent.input(within(dialog).getByRole('combobox'), { target: { value: 'blue' } });

    const found = await within(dialog).findByRole('option', { name: /Blue Shirt/ });
    expect(
      within(dialog).getByRole('option', {
        name: 'Searching here is not available on this server yet.',
      }),
    ).toBeTruthy();
    // Asked once typing paused, for the whole word.
    expect(called('GET', '/admin/products').map((r) => r.search.get('q'))).toEqual(['blue']);
    fireEvent.click(found);

    expect(await screen.findByRole('heading', { name: 'Blue Shirt', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a/products/prod_1');

    // The palette emptied its search on closing: it opens afresh, without the old results.
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const again = await screen.findByRole('dialog', { name: 'Command palette' });
    expect((within(again).getByRole('combobox') as HTMLInputElement).value).toBe('');
    expect(within(again).queryByRole('option', { name: /Blue Shirt/ })).toBeNull();
    expect(within(again).getByRole('option', { name: /Inventory/ })).toBeTruthy();
  });
});

describe('the user menu', () => {
  it('shows who is signed in, switches the theme and remembers it', async () => {
    renderApp('/app/a/orders', signedInApi().api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account menu of Store Admin' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('admin@example.com')).toBeTruthy();
    const themes = within(menu).getByRole('group', { name: 'Theme' });
    const checked = () =>
      within(themes)
        .getAllByRole('menuitemradio')
        .filter((item) => item.getAttribute('aria-checked') === 'true')
        .map((item) => item.textContent);
    expect(checked()).toEqual(['Same as the system']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('commerce.admin.theme')).toBe('dark');

    // Choosing closes the menu; opened again, it shows the choice.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Account menu of Store Admin' }));
    await screen.findByRole('menu');
    expect(checked()).toEqual(['Dark']);
  });

  it('picks a language from the 21', async () => {
    renderApp('/app/a/orders', signedInApi().api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Language/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(21);
    await user.click(within(dialog).getByRole('radio', { name: /Deutsch/ }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('radio', { name: /Deutsch/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('signs out, forgets the cached data and shows the sign-in page', async () => {
    const { api, called } = signedInApi();
    const { router, queryClient } = renderApp('/app/a/orders', api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(called('DELETE', '/admin/auth')).toHaveLength(1);
    await act(async () => {});
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const unauthorized = (message = 'Authentication is required') =>
  Response.json({ type: 'unauthorized', message }, { status: 401 });

/** Signed out until POST /admin/auth accepts `secret`; then GET /admin/auth knows the user. */
function authApi() {
  let signedIn = false;
  return apiRoutes({
    'GET /admin/auth': () => (signedIn ? { user: adminUser } : unauthorized()),
    'POST /admin/auth': (_request, body) => {
      const { password } = body as { password: string };
      if (password !== 'secret') return unauthorized('Wrong email or password');
      signedIn = true;
      return { user: adminUser };
    },
  });
}

/** The text of the elements a field's aria-describedby names, as a screen reader reads it. */
function descriptionOf(field: HTMLElement) {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('checks the fields before asking the server, and focuses the first wrong one', async () => {
    const { api, called } = authApi();
    renderApp('/app/login', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your email.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    const email = screen.getByLabelText(/Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('Enter your email.');
    await waitFor(() => expect(document.activeElement).toBe(email));

    await userEvent.setup().type(email, 'not-an-email');
    expect(await screen.findByText('Enter a valid email, like name@example.com.')).toBeTruthy();
    expect(descriptionOf(email)).toBe('Enter a valid email, like name@example.com.');
    expect(called('POST', '/admin/auth')).toHaveLength(0);

    // Fixed, the field is valid again and described by nothing.
    await userEvent.setup().type(email, '@example.com');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(descriptionOf(email)).toBe('');
    expect(screen.getByLabelText(/Password/).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the API's message when the credentials are wrong", async () => {
    const { api } = authApi();
    renderApp('/app/login', api);
    await signIn('admin@example.com', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('goes back where the user was going', async () => {
    const { api, called } = authApi();
    const { router } = renderApp('/app/a/products?q=shirt', api);

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/a/products?q=shirt' });

    await signIn('admin@example.com', 'secret');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    expect(router.state.location.href).toBe('/a/products?q=shirt');
    expect(called('POST', '/admin/auth')[0]?.body).toEqual({
      email: 'admin@example.com',
      password: 'secret',
    });
  });

  it('ignores a redirect that leaves the app', async () => {
    const { api } = authApi();
    const { router } = renderApp(
      `/app/login?redirect=${encodeURIComponent('//evil.example/x')}`,
      api,
    );
    await signIn('admin@example.com', 'secret');

    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a/orders');
  });
});

describe('sign in to an API on another origin (ADMIN_API_URL, issue 25)', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="admin-api-url"]')) meta.remove();
  });

  it('takes a bearer token instead of a cookie, and sends it on every admin request', async () => {
    const meta = document.createElement('meta');
    meta.name = 'admin-api-url';
    meta.content = 'http://api.test';
    document.head.append(meta);
    const token = 'tok_from_medusa';
    const bearer = (request: Request) => request.headers.get('authorization') === `Bearer ${token}`;
    const { api, called, requests } = apiRoutes({
      'GET /admin/auth': (request) => (bearer(request) ? { user: adminUser } : unauthorized()),
      'POST /admin/auth/token': (_request, body) => {
        const { password } = body as { password: string };
        return password === 'secret' ? { access_token: token } : unauthorized();
      },
      'GET /admin/products': (request) =>
        bearer(request) ? { products: [], count: 0, offset: 0, limit: 20 } : unauthorized(),
    });
    renderApp('/app/a/products', api);
    await screen.findByRole('heading', { name: 'Sign in' });
    await signIn('admin@example.com', 'secret');

    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    expect(called('POST', '/admin/auth')).toHaveLength(0);
    expect(called('POST', '/admin/auth/token')).toHaveLength(1);
    await waitFor(() => expect(called('GET', '/admin/products').length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing of the token is kept where a script could read it later.
    expect(JSON.stringify({ ...localStorage })).not.toContain(token);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(token);
    expect(document.cookie).not.toContain(token);
    expect(requests.some((r) => r.path === '/admin/auth/token')).toBe(true);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes } from '../test/api-routes.ts';
import { renderApp, unreachableApi } from '../test/render-app.tsx';

const signedOut = async () =>
  Response.json({ type: 'unauthorized', message: 'Unauthorized' }, { status: 401 });

describe('admin routes', () => {
  it('shows the not-found page with a way back for an unknown URL', async () => {
    renderApp('/app/no-such-page', unreachableApi);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Go to the dashboard' });
    expect(home.getAttribute('href')).toBe('/app/');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('serves the sign-in page at /app/login', async () => {
    renderApp('/app/login', unreachableApi);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('sends a signed-in user from / to the main area', async () => {
    const { api } = apiRoutes({ 'GET /admin/auth': { user: adminUser } });
    const { router } = renderApp('/app', api);

    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a/orders');
  });

  it.each([
    ['the API answers 401', signedOut],
    ['the API cannot be reached', unreachableApi],
    ['a proxy reports the API down', async () => new Response('Bad Gateway', { status: 502 })],
  ])('sends a visitor from / to sign in when %s', async (_, answer) => {
    const { router } = renderApp('/app/', answer);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows other server failures with a retry that asks again', async () => {
    // React and the router log the caught error; the assertions below are what matter.
    const quiet = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    for (const spy of quiet) spy.mockImplementation(() => {});
    let calls = 0;
    const { api } = apiRoutes({
      'GET /admin/auth': () => {
        calls += 1;
        return calls === 1
          ? Response.json({ type: 'unknown_error', message: 'Boom' }, { status: 500 })
          : { user: adminUser };
      },
    });
    renderApp('/app/', api);

    const alert = await screen.findByRole('alert');
    expect(calls).toBe(1);
    expect(alert.textContent).toContain('The server answered with status 500.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    // Other readers of the session (analytics) may ask again; the retry asked at least once.
    expect(calls).toBeGreaterThan(1);
    for (const spy of quiet) spy.mockRestore();
  });

  it('keeps the main area around a page it does not know', async () => {
    renderApp('/app/a/no-such-page', apiRoutes({ 'GET /admin/auth': { user: adminUser } }).api);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

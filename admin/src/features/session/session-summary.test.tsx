import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, unreachableApi } from '../../test/render-app.tsx';

const user = {
  id: 'usr_01',
  email: 'admin@example.com',
  first_name: null,
  last_name: null,
  role: 'admin',
  metadata: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
};

describe('admin home', () => {
  it('names the signed-in user from GET /admin/auth', async () => {
    const requested: string[] = [];
    renderApp('/app', async (request) => {
      requested.push(`${request.method} ${new URL(request.url).pathname}`);
      return Response.json({ user });
    });

    expect(await screen.findByText('Signed in as admin@example.com')).toBeTruthy();
    expect(requested).toEqual(['GET /admin/auth']);
  });

  it('says nobody is signed in when the API answers 401', async () => {
    renderApp('/app/', async () =>
      Response.json({ type: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
    );

    expect(await screen.findByText('Not signed in')).toBeTruthy();
  });

  it('says nobody is signed in when the API cannot be reached', async () => {
    renderApp('/app/', unreachableApi);

    expect(await screen.findByText('Not signed in')).toBeTruthy();
  });

  it('says nobody is signed in when a proxy reports the API down', async () => {
    renderApp('/app/', async () => new Response('Bad Gateway', { status: 502 }));

    expect(await screen.findByText('Not signed in')).toBeTruthy();
  });

  it('shows other server failures with a retry that asks again', async () => {
    // React and the router log the caught error; the assertions below are what matter.
    const quiet = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    for (const spy of quiet) spy.mockImplementation(() => {});
    let calls = 0;
    renderApp('/app/', async () => {
      calls += 1;
      return calls === 1
        ? Response.json({ type: 'unknown_error', message: 'Boom' }, { status: 500 })
        : Response.json({ user });
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server answered with status 500.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed in as admin@example.com')).toBeTruthy();
    expect(calls).toBe(2);
    for (const spy of quiet) spy.mockRestore();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, unreachableApi } from '../test/render-app.tsx';

describe('admin routes', () => {
  it('shows the not-found page with a way back for an unknown URL', async () => {
    renderApp('/app/no-such-page', unreachableApi);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Go to the dashboard' });
    expect(home.getAttribute('href')).toBe('/app/');
  });

  it('serves the sign-in placeholder at /app/login', async () => {
    renderApp('/app/login', unreachableApi);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, unreachableApi } from '../test/render-app.tsx';

describe('storefront routes', () => {
  it('shows the not-found page with a way back for an unknown URL', async () => {
    renderApp('/no-such-page', unreachableApi);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back to the store' });
    expect(home.getAttribute('href')).toBe('/');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../test/api-routes.ts';
import { renderApp } from '../test/render-app.tsx';
import { EXAMPLE_EXTENSION_META, exampleExtensionEnabled } from './enabled.ts';

function pageWith(meta?: string): Document {
  const page = document.implementation.createHTMLDocument('admin');
  if (meta !== undefined) {
    const element = page.createElement('meta');
    element.name = EXAMPLE_EXTENSION_META;
    element.content = meta;
    page.head.append(element);
  }
  return page;
}

describe('the example extension switch', () => {
  it('is on only when the page carries it with content "true"', () => {
    expect(exampleExtensionEnabled(pageWith())).toBe(false);
    expect(exampleExtensionEnabled(pageWith('false'))).toBe(false);
    expect(exampleExtensionEnabled(pageWith('true'))).toBe(true);
  });
});

/** A signed-in admin, so the main area's layout lets the pages through. */
function signedIn() {
  return apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/users': { users: [adminUser], count: 1, offset: 0, limit: 20 },
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
  }).api;
}

// This page has no switch (as a server started without ADMIN_EXAMPLE_EXTENSION serves it).
describe('without the switch, the example extension is nowhere', () => {
  it('has no sidebar link, widget or settings card', async () => {
    renderApp('/app/a/settings', signedIn());
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Hello' })).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Settings' })).getAllByRole('heading');
    expect(cards.map((card) => card.textContent)).not.toContain('Hello extension');
    expect(screen.queryByTestId('example-widget')).toBeNull();
  });

  it('has no page', async () => {
    renderApp('/app/a/hello', signedIn());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('puts nothing on the sign-in page', async () => {
    const { container } = renderApp('/app/login', apiRoutes({}).api);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(container.querySelector('[data-widget-zone]')).toBeNull();
  });
});

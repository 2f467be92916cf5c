import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleExtension } from '../../extensions/example/index.tsx';
import { extensions } from '../../extensions/index.ts';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sortByPath } from './settings-cards.ts';

const Page = () => null;

// The page of these tests has no switch for the example (extensions/enabled.ts): register it
// as a server started with ADMIN_EXAMPLE_EXTENSION=true would have.
extensions.register(exampleExtension);

// Registered after the example: the index must list by path, not by registration order.
extensions.registerSettingsPage({
  path: '/billing',
  component: Page,
  card: { label: 'Billing', description: 'Invoices of the store.' },
});
extensions.registerSettingsPage({
  path: '/about',
  component: Page,
  card: { label: 'About', description: 'What this admin is.' },
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

describe('extension routes (/app/a/$)', () => {
  it("render the registered extension's page", async () => {
    renderApp('/app/a/hello', signedIn());
    expect(await screen.findByRole('heading', { name: 'Hello from an extension' })).toBeTruthy();
  });

  it('match the path without regard to case or a trailing slash', async () => {
    renderApp('/app/a/Hello/', signedIn());
    expect(await screen.findByRole('heading', { name: 'Hello from an extension' })).toBeTruthy();
  });

  it('show the not-found page for a path no extension registered', async () => {
    renderApp('/app/a/no-such-extension', signedIn());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('extension settings pages (/app/a/settings/$)', () => {
  it('render the registered page, with the way back', async () => {
    renderApp('/app/a/settings/hello', signedIn());
    expect(await screen.findByRole('heading', { name: 'Example extension settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to settings/ })).toBeTruthy();
  });

  it('show the not-found page for an unknown settings page', async () => {
    renderApp('/app/a/settings/no-such-page', signedIn());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the settings index (/app/a/settings)', () => {
  it('has a card per settings page, built-in and from extensions, sorted by path', async () => {
    renderApp('/app/a/settings', signedIn());
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    const list = screen.getByRole('list', { name: 'Settings' });
    const cards = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'About', // /about (extension)
      'Usage data', // /analytics
      'Billing', // /billing (extension)
      'Currencies',
      'Store details', // /details
      'Hello extension', // /hello (extension)
      'Locations',
      'Notifications',
      'Personal information',
      'Publishable API keys', // /publishable-api-keys, a main-area page
      'Regions',
      'Return reasons',
      'Sales channels', // /sales-channels, a main-area page
      'Shipping profiles',
      'Taxes',
      'Team',
    ]);
    const hrefOf = (label: string) =>
      cards
        .find((card) => within(card).getByRole('heading').textContent === label)
        ?.getAttribute('href');
    expect(hrefOf('Usage data')).toBe('/app/a/settings/analytics');
    expect(hrefOf('Hello extension')).toBe('/app/a/settings/hello');
    expect(hrefOf('Team')).toBe('/app/a/settings/team');
    expect(hrefOf('Sales channels')).toBe('/app/a/sales-channels');
    expect(hrefOf('Publishable API keys')).toBe('/app/a/publishable-api-keys');
    expect(within(cards[1] as HTMLElement).getByText(/shares usage data/)).toBeTruthy();
    // Every card has its description; all but the two test extensions' have an icon.
    for (const card of cards) {
      const label = within(card).getByRole('heading').textContent;
      if (label !== 'About' && label !== 'Billing') expect(card.querySelector('svg')).toBeTruthy();
      expect(card.querySelector('[data-slot="card-description"]')?.textContent).toBeTruthy();
    }
  });

  it("shows the extension's widget in the settings zone", async () => {
    renderApp('/app/a/settings', signedIn());
    const widget = await screen.findByTestId('example-widget');
    expect(widget.textContent).toContain('settings.list.before');
    expect(widget.closest('[data-widget-zone]')?.getAttribute('data-widget-zone')).toBe(
      'settings.list.before',
    );
  });
});

describe('sortByPath', () => {
  it('orders by path, not by label', () => {
    const cards = [{ path: '/z', label: 'A' }, { path: '/a', label: 'Z' }, { path: '/m' }];
    expect(sortByPath(cards).map((card) => card.path)).toEqual(['/a', '/m', '/z']);
  });
});

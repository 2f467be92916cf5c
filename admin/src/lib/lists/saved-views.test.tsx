import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { emptyCatalogLists, listedProduct, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { VIEWS_METADATA_KEY, viewsOf, withViews } from './saved-views.ts';

stubGridLayout();

const LOAD = { timeout: 5000 };

function setup(path: string, metadata: Record<string, unknown> | null = { theme: 'dark' }) {
  let user = { ...adminUser, metadata };
  const routes = apiRoutes({
    'GET /admin/auth': () => ({ user }),
    ...emptyCatalogLists,
    'GET /admin/products': productPage([listedProduct('prod_1', 'Linen Shirt')]),
    'POST /admin/users/usr_01': (_request, body) => {
      user = { ...user, ...(body as object) };
      return { user };
    },
  });
  return { ...routes, ...renderApp(path, routes.api), current: () => user };
}

describe('saved views', { timeout: 20_000 }, () => {
  it("saves the list's URL in the user's metadata, keeping the metadata's other keys", async () => {
    const { called, current } = setup('/app/a/products?status=%5B%22draft%22%5D&order=title');
    await screen.findByRole('grid', { name: 'Products' }, LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Views' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Enter a name for the view.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Drafts A–Z' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [write] = called('POST', '/admin/users/usr_01');
    const metadata = (write?.body as { metadata: Record<string, unknown> } | undefined)?.metadata;
    expect(metadata?.theme).toBe('dark');
    expect(viewsOf(metadata, 'products')).toEqual([
      { id: expect.any(String), name: 'Drafts A–Z', search: { status: ['draft'], order: 'title' } },
    ]);
    expect(viewsOf(current().metadata, 'products')).toHaveLength(1);
    // The list now says which view it shows.
    expect(await screen.findByRole('button', { name: 'View: Drafts A–Z' }, LOAD)).toBeTruthy();
  });

  it('applies a saved view and deletes the one shown', async () => {
    const saved = withViews(null, 'products', [
      { id: 'v1', name: 'Published', search: { status: ['published'] } },
    ]);
    const { router, called } = setup('/app/a/products', saved);
    await screen.findByRole('grid', { name: 'Products' }, LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Views' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Published' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: ['published'] }));

    fireEvent.click(await screen.findByRole('button', { name: 'View: Published' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete view “Published”' }));
    await waitFor(() => expect(called('POST', '/admin/users/usr_01')).toHaveLength(1));
    const body = called('POST', '/admin/users/usr_01')[0]?.body as {
      metadata: Record<string, unknown>;
    };
    expect(body.metadata[VIEWS_METADATA_KEY]).toEqual({ products: [] });
    expect(await screen.findByRole('button', { name: 'Views' }, LOAD)).toBeTruthy();
  });

  it('ignores malformed views stored by hand', () => {
    const metadata = {
      [VIEWS_METADATA_KEY]: { products: [{ id: 1 }, 'x', { id: 'a', name: 'A', search: {} }] },
    };
    expect(viewsOf(metadata, 'products')).toEqual([{ id: 'a', name: 'A', search: {} }]);
    expect(viewsOf({ [VIEWS_METADATA_KEY]: 'nope' }, 'products')).toEqual([]);
  });
});

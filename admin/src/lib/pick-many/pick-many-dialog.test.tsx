import { useMedusa } from '@commerce/client';
import { adminListProductsInfiniteQueryOptions } from '@commerce/client/admin/products';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { listedProduct } from '../../test/product-fixtures.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { PickManyDialog } from './pick-many-dialog.tsx';

const LOAD = { timeout: 5000 };
const products = Array.from({ length: 3 }, (_, index) =>
  listedProduct(`prod_${index + 1}`, `Shirt ${index + 1}`),
);

function Harness({ onConfirm }: { onConfirm: (ids: string[]) => Promise<void> | void }) {
  const { client } = useMedusa();
  const [open, setOpen] = useState(true);
  return (
    <PickManyDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Add products"
      searchLabel="Search products"
      resultsLabel="Products found"
      noResults="No product matches."
      query={(q) =>
        adminListProductsInfiniteQueryOptions(client, { limit: 2, ...(q ? { q } : {}) })
      }
      optionsOf={(page) =>
        page.products.map((product) => ({
          id: product.id,
          label: product.title,
          taken: product.id === 'prod_1',
        }))
      }
      confirmLabel={(count) => `Add ${count} products`}
      onConfirm={onConfirm}
    />
  );
}

function setup(onConfirm: (ids: string[]) => Promise<void> | void) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/products': (request) => {
      const params = new URL(request.url).searchParams;
      if (params.get('q') === 'broken') {
        return new Response(JSON.stringify({ type: 'invalid_data', message: 'Search is down' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (params.get('q') === 'nothing') return { products: [], count: 0, offset: 0, limit: 2 };
      const offset = Number(params.get('offset') ?? 0);
      return { products: products.slice(offset, offset + 2), count: 3, offset, limit: 2 };
    },
  });
  renderWithClient(<Harness onConfirm={onConfirm} />, routes.api);
  return routes;
}

describe('the pick-many dialog', { timeout: 20_000 }, () => {
  it('offers the results page after page, leaves out those already there, and counts the choice', async () => {
    const onConfirm = vi.fn();
    setup(onConfirm);
    const dialog = await screen.findByRole('dialog', { name: 'Add products' });
    const results = within(dialog).getByRole('list', { name: 'Products found' });
    const taken = (await within(results).findByRole('checkbox', {
      name: 'Shirt 1',
    })) as HTMLInputElement;
    expect([taken.checked, taken.disabled]).toEqual([true, true]);
    const confirm = within(dialog).getByRole('button', { name: 'Add 0 products' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    fireEvent.click(await within(results).findByRole('checkbox', { name: 'Shirt 3' }, LOAD));
    fireEvent.click(within(results).getByRole('checkbox', { name: 'Shirt 2' }));
    // Every result is shown now: nothing more to ask for.
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledWith(['prod_3', 'prod_2']);
  });

  it('searches on the server and says when nothing matches or the search fails', async () => {
    const { requests } = setup(vi.fn());
    const dialog = await screen.findByRole('dialog', { name: 'Add products' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: 'nothing' } });
    expect(await within(dialog).findByText('No product matches.', {}, LOAD)).toBeTruthy();
    expect(requests.some((request) => request.search.get('q') === 'nothing')).toBe(true);
    fireEvent.change(search, { target: { value: 'broken' } });
    // The server's reason, in place of the results.
    expect((await within(dialog).findByRole('alert', {}, LOAD)).closest('ul')).toBe(
      within(dialog).getByRole('list', { name: 'Products found' }),
    );
  });

  it("keeps the dialog and the choice open with the server's reason when the work fails", async () => {
    setup(() => Promise.reject(new Error('Not now')));
    const dialog = await screen.findByRole('dialog', { name: 'Add products' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Shirt 2' }, LOAD));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 products' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Shirt 2' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

import { PRODUCT_CSV_COLUMNS } from '@commerce/client/product-csv';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { TEMPLATE_FILE_NAME } from './import-template-link.tsx';
import { ProductTransferActions } from './product-transfer-actions.tsx';

async function openImport() {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
  });
  renderWithClient(<ProductTransferActions />, routes.api);
  fireEvent.click(await screen.findByRole('button', { name: 'Import products' }));
  return screen.findByRole('dialog', { name: 'Import products' });
}

const csv = (name: string) => new File(['product_handle\n'], name, { type: 'text/csv' });

describe('the import dialog', () => {
  it("offers a CSV template with the import's columns, one option and a price per store currency", async () => {
    const dialog = await openImport();
    const link = within(dialog).getByRole('link', { name: 'Download a CSV template' });
    expect(link.getAttribute('download')).toBe(TEMPLATE_FILE_NAME);
    // The prices follow the store's currencies once the store is read.
    await expect
      .poll(() => decodeURIComponent(link.getAttribute('href') ?? ''))
      .toBe(
        `data:text/csv;charset=utf-8,${[
          ...PRODUCT_CSV_COLUMNS,
          'option_1_name',
          'option_1_value',
          'price_eur',
          'price_usd',
        ].join(',')}\r\n`,
      );
  });

  it('takes one CSV from its drop zone, shows it, and lets it be removed', async () => {
    const dialog = await openImport();
    const zone = within(dialog).getByRole('group', { name: 'CSV file' });
    expect(within(zone).getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    const files = [csv('products.csv'), csv('more.csv')];
    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    const chosen = await within(dialog).findByRole('list', { name: 'Chosen file' });
    expect(within(chosen).getByText('products.csv')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'more.csv was left out: one file at a time.',
    );
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove products.csv' }));
    expect(within(dialog).queryByRole('list', { name: 'Chosen file' })).toBeNull();
  });

  it('refuses a file that is not a CSV, with a sentence', async () => {
    const dialog = await openImport();
    const zone = within(dialog).getByRole('group', { name: 'CSV file' });
    const sheet = new File(['x'], 'products.xlsx', { type: 'application/vnd.ms-excel' });
    fireEvent.drop(zone, { dataTransfer: { files: [sheet], types: ['Files'] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'products.xlsx is not a file of an accepted type.',
    );
    expect(within(dialog).queryByRole('list', { name: 'Chosen file' })).toBeNull();
  });
});

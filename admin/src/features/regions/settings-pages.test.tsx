import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { currencies, dates, LOAD, nordic, setup, store } from '../../test/region-fixtures.tsx';

stubGridLayout();

describe('currencies, return reasons and taxes', { timeout: 20_000 }, () => {
  it('shows no tax-inclusive switch where the store has no tax-inclusive pricing', async () => {
    setup('/app/a/settings/currencies', {
      'GET /admin/store': { store: { ...store.store, feature_flags: [] } },
      'GET /admin/currencies': { currencies, count: 2, offset: 0, limit: 1000 },
    });
    const table = await screen.findByRole('table', { name: 'Store currencies' }, LOAD);
    expect(within(table).getByText('US Dollar')).toBeTruthy();
    expect(within(table).queryByRole('switch')).toBeNull();
    expect(within(table).queryByText('Prices include tax')).toBeNull();
  });

  it('sets whether a currency’s prices include tax and adds a currency to the store', async () => {
    const { called } = setup('/app/a/settings/currencies', {
      'GET /admin/currencies': {
        currencies: [
          ...currencies,
          {
            code: 'sek',
            symbol: 'kr',
            symbol_native: 'kr',
            name: 'Swedish Krona',
            includes_tax: false,
          },
        ],
        count: 3,
        offset: 0,
        limit: 1000,
      },
      'POST /admin/currencies/usd': { currency: currencies[1] },
      'POST /admin/store/currencies/sek': store,
    });
    const table = await screen.findByRole('table', { name: 'Store currencies' }, LOAD);
    expect(within(table).getByText('Default')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Remove EUR' })).toBeNull();
    fireEvent.click(within(table).getByRole('switch', { name: 'Prices in USD include tax' }));
    await waitFor(() =>
      expect(called('POST', '/admin/currencies/usd').map((r) => r.body)).toEqual([
        { includes_tax: true },
      ]),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Add a currency' }), {
      target: { value: 'Swed' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'SEK · Swedish Krona' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(called('POST', '/admin/store/currencies/sek')).toHaveLength(1));
  });

  it('shows return reasons nested and adds a sub-reason under its parent', async () => {
    const parent = {
      id: 'rr_1',
      value: 'wrong_size',
      label: 'Wrong size',
      description: null,
      parent_return_reason_id: null,
      ...dates,
    };
    const child = {
      ...parent,
      id: 'rr_2',
      value: 'too_big',
      label: 'Too big',
      parent_return_reason_id: 'rr_1',
    };
    const { called } = setup('/app/a/settings/return-reasons', {
      'GET /admin/return-reasons': {
        return_reasons: [parent, child],
        count: 2,
        offset: 0,
        limit: 1000,
      },
      'POST /admin/return-reasons': { return_reason: child },
    });
    const nested = await screen.findByRole('list', { name: 'Sub-reasons of Wrong size' }, LOAD);
    expect(within(nested).getByText('Too big')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a sub-reason to Wrong size' }));
    const dialog = await screen.findByRole('dialog', { name: 'New sub-reason of Wrong size' });
    fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'Too small' } });
    fireEvent.change(within(dialog).getByLabelText(/^Value/), { target: { value: 'too_small' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create reason' }));
    await waitFor(() =>
      expect(called('POST', '/admin/return-reasons').map((r) => r.body)).toEqual([
        { label: 'Too small', value: 'too_small', parent_return_reason_id: 'rr_1' },
      ]),
    );
  });

  it('lists a region’s tax rates and adds a product type to what one overrides', async () => {
    const rate = {
      id: 'txr_1',
      name: 'Books',
      code: 'BOOKS',
      rate: 6,
      region_id: 'reg_no',
      products: [],
      product_types: [],
      shipping_options: [],
      ...dates,
    };
    const { called } = setup('/app/a/settings/taxes', {
      'GET /admin/regions': { regions: [nordic], count: 1, offset: 0, limit: 1000 },
      'GET /admin/tax-rates': { tax_rates: [rate], count: 1, offset: 0, limit: 1000 },
      'GET /admin/tax-rates/txr_1': { tax_rate: rate },
      'GET /admin/products': { products: [], count: 0, offset: 0, limit: 8 },
      'GET /admin/product-types': {
        product_types: [{ id: 'ptyp_1', value: 'Book', ...dates }],
        count: 1,
        offset: 0,
        limit: 1000,
      },
      'POST /admin/tax-rates/txr_1/product-types/batch': { tax_rate: rate },
    });
    await screen.findByRole('heading', { name: 'Taxes', level: 1 }, LOAD);
    const table = await screen.findByRole('table', { name: 'Tax rates' }, LOAD);
    expect(within(table).getByText('6 %')).toBeTruthy();
    expect(screen.getByText('25 %')).toBeTruthy();
    // The relations one per value: Medusa v1's tax rate routes refuse `expand=a,b`.
    const [list] = called('GET', '/admin/tax-rates');
    expect(list?.search.getAll('expand[]')).toEqual([
      'products',
      'product_types',
      'shipping_options',
    ]);
    expect(list?.search.get('expand')).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'What Books applies to' }));
    const dialog = await screen.findByRole('dialog', { name: 'What Books applies to' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Book' }, LOAD));
    await waitFor(() =>
      expect(
        called('POST', '/admin/tax-rates/txr_1/product-types/batch').map((r) => r.body),
      ).toEqual([{ product_types: ['ptyp_1'] }]),
    );
  });
});

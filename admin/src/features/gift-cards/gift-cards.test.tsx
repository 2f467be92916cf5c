import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
};
const region = { id: 'reg_eu', name: 'Europe', currency_code: 'eur', tax_rate: 0, ...dates };
const card = {
  id: 'gift_1',
  code: 'ABCD-EFGH-IJKL-MNOP',
  value: 5000,
  balance: 3250,
  region_id: 'reg_eu',
  region,
  order_id: null,
  is_disabled: false,
  ends_at: null,
  tax_rate: null,
  metadata: { recipient_email: 'ada@example.com' },
  ...dates,
};
const page = (key: string, rows: unknown[]) => ({
  [key]: rows,
  count: rows.length,
  offset: 0,
  limit: 20,
});
const refusal = (message: string, code?: string, status = 400, type = 'invalid_data') =>
  Response.json({ type, message, code }, { status });

function setup(path: string, extra: Record<string, unknown> = {}) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/regions': page('regions', [region]),
    'GET /admin/gift-cards': page('gift_cards', [card]),
    'GET /admin/gift-cards/gift_1': { gift_card: card },
    ...extra,
  } as Parameters<typeof apiRoutes>[0]);
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('gift cards', { timeout: 20_000 }, () => {
  it('lists issued cards and issues one, refusing an amount the form cannot read', async () => {
    const { router, called, requests } = setup('/app/a/gift-cards', {
      'POST /admin/gift-cards': {
        gift_card: { ...card, id: 'gift_2', code: 'NEW1-NEW1-NEW1-NEW1' },
      },
      'GET /admin/gift-cards/gift_2': {
        gift_card: { ...card, id: 'gift_2', code: 'NEW1-NEW1-NEW1-NEW1' },
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Issued gift cards' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'ABCD-EFGH-IJKL-MNOP' })).toBeTruthy();
    expect(within(grid).getByText('€32.50')).toBeTruthy();
    expect(within(grid).getByText('ada@example.com')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by code' }), {
      target: { value: 'abcd' },
    });
    await waitFor(() => expect(requests.at(-1)?.search.get('q')).toBe('abcd'), LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Issue gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a gift card' });
    const value = await within(dialog).findByRole('textbox', { name: /^Value \(EUR\)/ }, LOAD);
    fireEvent.change(value, { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    expect(await within(dialog).findByText('Enter an amount, like 25 or 25.50.')).toBeTruthy();
    fireEvent.change(value, { target: { value: '25,50' } });
    fireEvent.change(within(dialog).getByLabelText(/^Recipient email/), {
      target: { value: 'grace@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/gift-cards/gift_2'), LOAD);
    expect(called('POST', '/admin/gift-cards').map((r) => r.body)).toEqual([
      { value: 2550, region_id: 'reg_eu', metadata: { recipient_email: 'grace@example.com' } },
    ]);
  });

  it('edits the balance and expiry, disables the card and says a refusal in words', async () => {
    const { called } = setup('/app/a/gift-cards/gift_1', {
      'POST /admin/gift-cards/gift_1': (_request: Request, body: { is_disabled?: boolean }) =>
        body.is_disabled === undefined
          ? { gift_card: card }
          : refusal('Region with id: reg_eu was not found', 'unknown_reference'),
    });
    await screen.findByRole('heading', { name: 'ABCD-EFGH-IJKL-MNOP', level: 1 }, LOAD);
    expect(screen.getByText('€32.50')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit gift card ABCD-EFGH-IJKL-MNOP',
    });
    const balance = within(dialog).getByRole('textbox', { name: /^Balance \(EUR\)/ });
    expect((balance as HTMLInputElement).value).toBe('32.5');
    fireEvent.change(balance, { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Expires/), {
      target: { value: '2030-06-30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    const [edit] = called('POST', '/admin/gift-cards/gift_1').map(
      (r) => r.body as Record<string, unknown>,
    );
    expect(edit).toMatchObject({ balance: 1000, region_id: 'reg_eu' });
    expect(new Date(String(edit?.ends_at)).getDate()).toBe(30);

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText(
        'Something chosen no longer exists. Reload and choose again.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    expect(called('POST', '/admin/gift-cards/gift_1').at(-1)?.body).toEqual({ is_disabled: true });
  });

  it('creates the gift card product, then adds a denomination priced per currency', async () => {
    const product = {
      id: 'prod_gc',
      title: 'Gift card',
      status: 'draft',
      is_giftcard: true,
      options: [{ id: 'opt_1', title: 'Denomination' }],
      variants: [],
    };
    let created = false;
    const { called } = setup('/app/a/gift-cards/manage', {
      'GET /admin/products': () => page('products', created ? [product] : []),
      'POST /admin/products': () => {
        created = true;
        return { product };
      },
      'POST /admin/products/prod_gc/variants': { product },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create gift card product' }, LOAD));
    await screen.findByRole('heading', { name: 'Gift card', level: 2 }, LOAD);
    expect(called('POST', '/admin/products')[0]?.body).toEqual({
      title: 'Gift card',
      is_giftcard: true,
      discountable: false,
      status: 'draft',
      options: [{ title: 'Denomination' }],
    });
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add denomination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add denomination' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an amount above 0 that fits the currency.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount \(EUR\)/ }), {
      target: { value: '25' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount \(USD\)/ }), {
      target: { value: '27.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_gc/variants')[0]?.body).toEqual({
      title: '€25.00',
      manage_inventory: false,
      prices: [
        { currency_code: 'eur', amount: 2500 },
        { currency_code: 'usd', amount: 2750 },
      ],
      options: [{ option_id: 'opt_1', value: '€25.00' }],
    });
  });
});

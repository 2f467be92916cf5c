import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailProduct, renderDetail } from '../../test/product-detail-fixture.ts';

const LOAD = { timeout: 5000 };

describe('the product page: metadata and attributes', { timeout: 20_000 }, () => {
  it('adds, changes and removes metadata keys one at a time', async () => {
    const { called, setProduct } = renderDetail({
      'POST /admin/products/prod_1/metadata': (_request, body) => {
        const { key, value } = body as { key: string; value: string };
        const metadata: Record<string, unknown> = { ...detailProduct().metadata };
        if (value) metadata[key] = value;
        else delete metadata[key];
        const product = { ...detailProduct(), metadata };
        setProduct(product);
        return { product };
      },
    });
    await screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
    const metadata = screen.getByRole('region', { name: 'Metadata' });
    fireEvent.click(within(metadata).getByRole('button', { name: 'Add an entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New metadata entry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a key.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Key/ }), {
      target: { value: 'care' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Value/ }), {
      target: { value: 'hand wash' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(metadata).findByText('hand wash', {}, LOAD)).toBeTruthy();
    expect(within(metadata).getByText('linen')).toBeTruthy();

    fireEvent.click(within(metadata).getByRole('button', { name: 'Edit fabric' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit “fabric”' });
    expect(within(edit).getByRole('textbox', { name: /^Key/ })).toHaveProperty('readOnly', true);
    fireEvent.change(within(edit).getByRole('textbox', { name: /^Value/ }), {
      target: { value: 'hemp' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);

    fireEvent.click(within(metadata).getByRole('button', { name: 'Remove fabric' }));
    await waitFor(() => expect(within(metadata).queryByText('fabric')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1/metadata').map((r) => r.body)).toEqual([
      { key: 'care', value: 'hand wash' },
      { key: 'fabric', value: 'hemp' },
      { key: 'fabric', value: '' },
    ]);
  });

  it('saves the attributes, an emptied one as cleared', async () => {
    const { called } = renderDetail();
    await screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
    const attributes = screen.getByRole('region', { name: 'Attributes' });
    fireEvent.click(within(attributes).getByRole('button', { name: 'Edit Attributes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit attributes' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Weight' }), {
      target: { value: '2,5' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'MID code' }), {
      target: { value: 'PTLIN123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1')[0]?.body).toEqual({
      weight: 2.5,
      length: null,
      height: null,
      width: null,
      origin_country: null,
      hs_code: null,
      mid_code: 'PTLIN123',
      material: null,
    });
    expect(await within(attributes).findByText('PTLIN123', {}, LOAD)).toBeTruthy();
  });
});

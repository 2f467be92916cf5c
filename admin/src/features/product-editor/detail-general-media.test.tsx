import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailProduct, renderDetail } from '../../test/product-detail-fixture.ts';

const LOAD = { timeout: 5000 };
const page = () => screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);

describe('the product page: general and media', { timeout: 20_000 }, () => {
  it('edits the general fields, with discountable, and shows the server refusal', async () => {
    let calls = 0;
    const { called } = renderDetail({
      'POST /admin/products/prod_1': (_request, body) => {
        calls += 1;
        if (calls > 1) return { product: { ...detailProduct(), ...(body as object) } };
        return Response.json(
          { type: 'duplicate_error', message: 'Product with handle taken already exists' },
          { status: 422 },
        );
      },
    });
    await page();
    const general = screen.getByRole('region', { name: 'General' });
    expect(within(general).getByText('Yes')).toBeTruthy();
    fireEvent.click(within(general).getByRole('button', { name: 'Edit General' }));
    const dialog = await screen.findByRole('dialog', { name: 'General' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Linen Shirt II' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Handle' }), {
      target: { value: 'taken' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Discountable' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Product with handle taken already exists', {}, LOAD),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'General' })).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1').at(-1)?.body).toMatchObject({
      title: 'Linen Shirt II',
      handle: 'taken',
      discountable: false,
    });
  });

  it('uploads an image, makes one the thumbnail, moves one and removes one', async () => {
    const { called } = renderDetail({
      'POST /admin/uploads': { uploads: [{ url: 'http://files/three.png', key: 'three.png' }] },
    });
    await page();
    const media = screen.getByRole('region', { name: 'Media' });
    const file = new File(['png'], 'three.png', { type: 'image/png' });
    fireEvent.change(within(media).getByLabelText('Upload images'), {
      target: { files: [file] },
    });
    await within(media).findByRole('img', { name: 'Image 3 of Linen Shirt' }, LOAD);
    expect(called('POST', '/admin/uploads')).toHaveLength(1);
    expect(called('POST', '/admin/products/prod_1')[0]?.body).toEqual({
      images: ['http://files/one.png', 'http://files/two.png', 'http://files/three.png'],
    });

    fireEvent.click(within(media).getByRole('button', { name: 'Use image 3 as the thumbnail' }));
    await waitFor(() =>
      expect(
        within(media).queryByRole('button', { name: 'Use image 3 as the thumbnail' }),
      ).toBeNull(),
    );
    expect(called('POST', '/admin/products/prod_1')[1]?.body).toEqual({
      thumbnail: 'http://files/three.png',
    });

    expect(
      (within(media).getByRole('button', { name: 'Move image 1 earlier' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(media).getByRole('button', { name: 'Move image 1 later' }));
    await waitFor(() => expect(called('POST', '/admin/products/prod_1')).toHaveLength(3));
    expect(called('POST', '/admin/products/prod_1')[2]?.body).toEqual({
      images: ['http://files/two.png', 'http://files/one.png', 'http://files/three.png'],
    });

    // Removing the thumbnail makes the first image left the thumbnail.
    await waitFor(() =>
      expect(within(media).getAllByRole('img')[2]?.getAttribute('src')).toBe(
        'http://files/three.png',
      ),
    );
    fireEvent.click(within(media).getByRole('button', { name: 'Remove image 3' }));
    await waitFor(() => expect(within(media).getAllByRole('img')).toHaveLength(2));
    expect(called('POST', '/admin/products/prod_1')[3]?.body).toEqual({
      images: ['http://files/two.png', 'http://files/one.png'],
      thumbnail: 'http://files/two.png',
    });
  });

  it('takes images dropped on its drop zone, and refuses others before any upload', async () => {
    const { called } = renderDetail({
      'POST /admin/uploads': { uploads: [{ url: 'http://files/three.png', key: 'three.png' }] },
    });
    await page();
    const media = screen.getByRole('region', { name: 'Media' });
    const zone = within(media).getByRole('group', { name: 'Upload images' });
    expect(within(zone).getByRole('button', { name: 'Choose files' })).toBeTruthy();
    const files = [
      new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    ];
    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    const alert = await within(media).findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'manual.pdf is not a file of an accepted type.',
      'huge.png is larger than 10 MB.',
    ]);
    expect(called('POST', '/admin/uploads')).toHaveLength(0);

    const image = new File(['png'], 'three.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { files: [image], types: ['Files'] } });
    await within(media).findByRole('img', { name: 'Image 3 of Linen Shirt' }, LOAD);
    expect(called('POST', '/admin/uploads')).toHaveLength(1);
  });
});

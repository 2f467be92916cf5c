import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n.ts';
import { ProductGallery } from './product-gallery.tsx';
import type { ProductDetail } from './product-types.ts';

const product = {
  id: 'prod_tee',
  title: 'Classic T-Shirt',
  thumbnail: 'http://img.test/1.png',
  images: [1, 2, 3].map((n) => ({ id: `img_${n}`, url: `http://img.test/${n}.png` })),
} as unknown as ProductDetail;

function renderGallery() {
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <ProductGallery product={product} />
    </I18nextProvider>,
  );
}

const shownPicture = () =>
  screen.getByRole('button', { name: /^Enlarge picture/ }).querySelector('img')?.src;

describe('product gallery', () => {
  it('moves along the thumbnails with the arrow keys, Home and End, one tab stop for the row', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Enlarge picture 1');
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show picture 1');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show picture 2');
    expect(shownPicture()).toBe('http://img.test/2.png');
    expect(
      screen.getByRole('button', { name: 'Show picture 2' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.keyboard('{End}');
    expect(shownPicture()).toBe('http://img.test/3.png');
    await user.keyboard('{ArrowRight}');
    expect(shownPicture()).toBe('http://img.test/3.png');
    await user.keyboard('{Home}');
    expect(shownPicture()).toBe('http://img.test/1.png');
    // Tab leaves the row from the shown picture's thumbnail: the others are not stops.
    await user.tab();
    expect(document.activeElement?.closest('ul')).toBeNull();
  });

  it('names the large picture as the button that enlarges it', () => {
    renderGallery();
    const enlarge = screen.getByRole('button', { name: 'Enlarge picture 1' });
    expect(enlarge.getAttribute('aria-haspopup')).toBe('dialog');
    expect(enlarge.querySelector('img')?.alt).toBe('Classic T-Shirt, picture 1');
  });
});

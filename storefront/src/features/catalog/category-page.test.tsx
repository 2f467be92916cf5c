import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeCategory, fakeStore } from '../../test/fake-store.ts';
import { renderApp } from '../../test/render-app.tsx';

const tops: FakeCategory = {
  id: 'pcat_tops',
  name: 'Tops',
  handle: 'tops',
  description: '',
  category_children: [],
};
const apparel: FakeCategory = {
  id: 'pcat_apparel',
  name: 'Apparel',
  handle: 'apparel',
  description: 'Clothes for every day.',
  category_children: [tops],
};

describe('category page', () => {
  it('shows the category, its subcategories, and the products of its whole subtree', async () => {
    const store = fakeStore({ categories: [apparel] });
    renderApp('/categories/apparel', store.api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Apparel' })).toBeTruthy();
    expect(screen.getByText('Clothes for every day.')).toBeTruthy();
    const subcategories = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(subcategories).getByRole('link', { name: 'Tops' }).getAttribute('href')).toBe(
      '/categories/tops',
    );
    await screen.findByText('Products found: 2');
    expect(store.requests).toContain(
      'GET /store/products?limit=12&offset=0&order=-created_at&category_id[]=pcat_apparel&include_category_children=true&region_id=reg_eu',
    );
    // The page's own category is not offered as a filter again.
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(document.title).toBe('Apparel · Commerce store');
  });

  it('answers not found for a category the store does not have', async () => {
    renderApp('/categories/gone', fakeStore({ categories: [apparel] }).api);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

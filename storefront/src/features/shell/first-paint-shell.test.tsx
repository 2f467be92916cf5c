import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { indexHtml } from '../../test/index-html.ts';
import { renderApp } from '../../test/render-app.tsx';

// index.html paints the top of the site header before the app's code arrives; the app then
// replaces it. If the two drifted apart, the store's name would jump on every first visit.

describe('the first-paint shell in index.html', () => {
  it('is the site header as the app renders it, with the store name in the same place', async () => {
    // On the listing, the most visited first page (on `/` the link is also marked active).
    renderApp('/products', fakeStore().api);
    const brand = await screen.findByRole('link', { name: 'Commerce store' });
    const shellBrand = indexHtml.querySelector('#root header a');

    expect(shellBrand?.textContent).toBe(brand.textContent);
    expect(shellBrand?.getAttribute('href')).toBe(brand.getAttribute('href'));
    expect(shellBrand?.className).toBe(brand.className);
    // Every box around the name, from the header up to the root, has the same classes.
    const ancestors = (element: Element | null | undefined) => {
      const classes: string[] = [];
      for (
        let node = element?.parentElement;
        node && node.id !== 'root';
        node = node.parentElement
      ) {
        classes.push(`${node.tagName} ${node.className}`);
      }
      return classes;
    };
    const shellAncestors = ancestors(shellBrand);
    expect(shellAncestors).toHaveLength(3);
    expect(ancestors(brand).slice(0, 3)).toEqual(shellAncestors);
  });
});

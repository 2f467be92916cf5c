import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path.ts';

const pages = [
  { path: '/hello' },
  { path: '/reviews/{id}' },
  { path: '/reviews/new' },
  { path: '/products/{id}/reviews' },
];

describe('matchPath', () => {
  it('finds a page by its path, as the router would: case and slashes aside', () => {
    expect(matchPath(pages, 'hello')?.path).toBe('/hello');
    expect(matchPath(pages, '/Hello/')?.path).toBe('/hello');
    expect(matchPath(pages, '//hello')?.path).toBe('/hello');
  });

  it('reads {id} as any one segment, and prefers a fixed segment', () => {
    expect(matchPath(pages, 'reviews/rev_1')?.path).toBe('/reviews/{id}');
    expect(matchPath(pages, 'reviews/new')?.path).toBe('/reviews/new');
    expect(matchPath(pages, 'products/prod_1/reviews')?.path).toBe('/products/{id}/reviews');
  });

  it('finds nothing for other paths, and for what is not a path', () => {
    for (const path of ['', '/', 'hello/there', 'reviews', 'products/prod_1', '../hello', '%']) {
      expect(matchPath(pages, path), path).toBeUndefined();
    }
  });
});

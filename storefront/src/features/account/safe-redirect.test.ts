import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('follows paths of this store, with their search and hash', () => {
    expect(safeRedirect('/account/orders?page=2')).toBe('/account/orders?page=2');
    expect(safeRedirect('/products/t-shirt#reviews')).toBe('/products/t-shirt#reviews');
  });

  it('goes to the account instead of elsewhere, nowhere or back to the signed-out pages', () => {
    for (const target of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      '/account/sign-in?redirect=/account',
      '/account/reset-password?token=x',
    ]) {
      expect(safeRedirect(target), String(target)).toBe('/account');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { MAIN_AREA_HOME, safeRedirect } from './session.ts';

describe('safeRedirect', () => {
  it('keeps a path of this app with its search and hash', () => {
    expect(safeRedirect('/a/products?status=draft#top')).toBe('/a/products?status=draft#top');
  });

  it.each([
    ['nothing', undefined],
    ['a number', 42],
    ['an absolute URL', 'https://evil.example/a/orders'],
    ['a protocol-relative URL', '//evil.example/a/orders'],
    ['a backslash URL browsers read as protocol-relative', '/\\evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'a/orders'],
    ['the sign-in page itself', '/login?redirect=/login'],
    ['the invite page', '/invite?token=x'],
  ])('goes to the main area instead of %s', (_, target) => {
    expect(safeRedirect(target)).toBe(MAIN_AREA_HOME);
  });
});

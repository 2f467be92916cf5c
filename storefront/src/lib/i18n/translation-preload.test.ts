import { FALLBACK_LANGUAGE } from '@commerce/client/i18n';
import { describe, expect, it } from 'vitest';
import { indexHtml } from '../../test/index-html.ts';
import { NAMESPACES } from './setup.ts';

describe('the translations index.html asks for early', () => {
  it('are the files of every namespace in the fallback language, as the loader reads them', () => {
    const preloads = [...indexHtml.querySelectorAll('link[rel="preload"][as="fetch"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(
      NAMESPACES.map((namespace) => `/public/locales/${FALLBACK_LANGUAGE}/${namespace}.json`),
    );
    // The loader's fetch() sends no cookies; a preload made otherwise would not be reused.
    for (const link of preloads) expect(link.getAttribute('crossorigin')).toBe('');
  });
});

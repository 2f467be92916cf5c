import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE } from './languages.ts';
import { NAMESPACES } from './setup.ts';

// Run from the package folder (npm test), where index.html is.
const indexHtml = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
const page = new DOMParser().parseFromString(indexHtml, 'text/html');

describe('the translations index.html asks for early', () => {
  it('are the files of every namespace in the fallback language, as the loader reads them', () => {
    const preloads = [...page.querySelectorAll('link[rel="preload"][as="fetch"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(
      NAMESPACES.map((namespace) => `/locales/${FALLBACK_LANGUAGE}/${namespace}.json`),
    );
    // The loader's fetch() sends no cookies; a preload made otherwise would not be reused.
    for (const link of preloads) expect(link.getAttribute('crossorigin')).toBe('');
  });
});

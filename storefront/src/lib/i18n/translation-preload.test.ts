import { translationBackendOptions } from '@commerce/client/i18n';
import { describe, expect, it } from 'vitest';
import { Route } from '../../routes/__root.tsx';
import { NAMESPACES } from './setup.ts';

/** The `<link>`s the root route's head() gives a page rendered in `language`. */
function preloadsOf(language: string) {
  const head = Route.options.head?.({
    match: { context: { i18n: { language } } },
  } as unknown as Parameters<NonNullable<typeof Route.options.head>>[0]);
  const links = head && 'links' in head ? (head.links ?? []) : [];
  return links.flatMap((link) => (link?.rel === 'preload' ? [link] : []));
}

/** The URLs the translation backend reads for `language`, as the loader builds them. */
function filesOf(language: string) {
  const { loadPath } = translationBackendOptions({ base: import.meta.env.BASE_URL });
  return NAMESPACES.map((ns) => loadPath.replace('{{lng}}', language).replace('{{ns}}', ns));
}

describe('the translations a page asks for early (root head)', () => {
  it('are the files of every namespace of the page language and of English, the fallback', () => {
    expect(preloadsOf('de').map((link) => link.href)).toEqual([...filesOf('de'), ...filesOf('en')]);
    expect(preloadsOf('en').map((link) => link.href)).toEqual(filesOf('en'));
  });

  it('are fetched as the loader fetches them, so the browser reuses the preload', () => {
    // The loader's fetch() sends no cookies: a preload made with credentials is not reused.
    for (const link of preloadsOf('fr')) {
      expect(link).toMatchObject({ as: 'fetch', crossOrigin: 'anonymous' });
    }
  });
});

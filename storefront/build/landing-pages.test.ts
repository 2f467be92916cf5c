// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeIdOfFile } from '../src/lib/ssr/router-manifest.ts';
import { LANDING_PAGE_CHUNK, LANDING_ROUTES, splitBehavior } from './landing-pages.ts';

const routeFiles = readdirSync(new URL('../src/routes/', import.meta.url))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length));

describe('the landing pages', () => {
  it('are route files, and their page chunks the ones build.ts gives chunks of their own', () => {
    const landingFiles = routeFiles.filter((file) => LANDING_ROUTES.has(routeIdOfFile(file)));
    expect(landingFiles.map(routeIdOfFile).sort()).toEqual([...LANDING_ROUTES].sort());
    for (const file of routeFiles) {
      const chunk = `/repo/storefront/src/routes/${file}.tsx?tsr-split=component---loader`;
      expect(LANDING_PAGE_CHUNK.test(chunk), file).toBe(landingFiles.includes(file));
    }
  });

  it('split their loader off with their page, as every route but the root does', () => {
    for (const file of routeFiles) {
      const routeId = routeIdOfFile(file);
      const groups = splitBehavior({ routeId });
      if (routeId === '__root__') expect(groups, file).toBeUndefined();
      else expect(groups?.[0], file).toEqual(['loader', 'component']);
    }
  });
});

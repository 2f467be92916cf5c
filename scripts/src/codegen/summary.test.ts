/**
 * The regenerate-client pull request's body: operations added, removed and changed between
 * two generated clients, a change to a shared schema counting for every operation reaching it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './bundle.ts';
import { compareOperations, operationsOf, summaryMarkdown } from './summary.ts';

const root = resolve(import.meta.dirname, '../../..');
const specDir = join(root, 'generated/src/gen/spec');
const read = (domain: string) =>
  JSON.parse(readFileSync(join(specDir, `${domain}.json`), 'utf8')) as OpenApiDocument;

/** The store document with one operation gone, one added and one response's schema changed. */
function edited(): OpenApiDocument {
  const store = read('store');
  delete store.paths['/store/shipping-options/{cart_id}'];
  store.paths['/store/wishlists'] = {
    get: { operationId: 'StoreListWishlists', tags: ['customers'], responses: {} },
  };
  const regions = store.paths['/store/regions'] as { get: { summary: string } };
  regions.get.summary = `${regions.get.summary} (now cached)`;
  return store;
}

describe('codegen summary', () => {
  it('finds nothing between a client and itself', () => {
    const docs = [read('admin'), read('store')];
    const changes = compareOperations(operationsOf(docs), operationsOf(docs));
    expect(changes).toEqual({ added: [], removed: [], changed: [] });
    expect(summaryMarkdown(changes)).toBe('**0 added, 0 removed, 0 changed** operations.\n');
  });

  it('lists added, removed and changed operations as markdown', () => {
    const changes = compareOperations(operationsOf([read('store')]), operationsOf([edited()]));
    expect(summaryMarkdown(changes)).toBe(
      [
        '**1 added, 1 removed, 1 changed** operations.',
        '',
        '### Added (1)',
        '',
        '- `GET /store/wishlists` StoreListWishlists',
        '',
        '### Removed (1)',
        '',
        '- `GET /store/shipping-options/{cart_id}` StoreListCartShippingOptions',
        '',
        '### Changed (1)',
        '',
        '- `GET /store/regions` StoreListRegions',
        '',
      ].join('\n'),
    );
  });

  it('counts a change to a referenced component for each operation that reaches it', () => {
    const before = read('store');
    const after = read('store');
    const schemas = after.components?.schemas as Record<string, { description?: string }>;
    const region = schemas.Region as { description?: string };
    region.description = `${region.description ?? ''} Changed.`;
    const changed = compareOperations(operationsOf([before]), operationsOf([after])).changed;
    const keys = changed.map((op) => op.key);
    expect(keys).toContain('GET /store/regions');
    expect(keys).toContain('GET /store/regions/{id}');
    // An operation that never reaches Region is not listed.
    expect(keys).not.toContain('DELETE /store/auth');
  });

  it('runs from npm on two generated folders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'codegen-summary-'));
    try {
      mkdirSync(join(dir, 'after/spec'), { recursive: true });
      writeFileSync(join(dir, 'after/spec/store.json'), JSON.stringify(edited()));
      writeFileSync(join(dir, 'after/spec/admin.json'), JSON.stringify(read('admin')));
      const result = spawnSync(
        'npm',
        ['run', '--silent', 'codegen:summary', '--', specDir, join(dir, 'after')],
        { cwd: root, encoding: 'utf8' },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^\*\*1 added, 1 removed, 1 changed\*\* operations\.\n/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

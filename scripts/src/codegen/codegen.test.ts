/**
 * The generator is deterministic, and its --check notices a contract change: removing one
 * operation from a copy of openapi/ makes the check fail and name what is stale.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { bundleSpec, DOMAINS, openapiDir } from './bundle.ts';
import { generate } from './generate.ts';
import { schemaTypesOf } from './schema-types.ts';

const root = resolve(import.meta.dirname, '../../..');
const codegen = join(root, 'scripts/codegen.mjs');

describe('codegen', () => {
  it('produces byte-identical output from the same contract', async () => {
    const first = await generate();
    const second = await generate();
    expect([...second.files.keys()]).toEqual([...first.files.keys()]);
    for (const [path, content] of first.files) expect(second.files.get(path), path).toBe(content);
    // Every operation of the two documents, however many the contract holds.
    const ids = [...first.files.values()].join('').match(/"operationId": "/g) ?? [];
    expect(first.operations).toHaveLength(ids.length);
    expect(first.operations.length).toBeGreaterThan(300);
  });

  it("prints each document's types as openapi-typescript's openapiTS() does", async () => {
    for (const domain of DOMAINS) {
      const ours = await bundleSpec(domain);
      const theirs = await bundleSpec(domain);
      const expected = astToString(
        await openapiTS(theirs as unknown as OpenAPI3, { alphabetize: true, silent: true }),
      );
      expect(schemaTypesOf(ours), domain).toBe(expected);
      // Both rewrite discriminators in the document alike (error-codes.ts reads it after).
      expect(JSON.stringify(ours), domain).toBe(JSON.stringify(theirs));
    }
  });

  it('refuses a redocly.yaml with decorators, which its bundling would leave out', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      cpSync(openapiDir, copy, { recursive: true });
      const config = join(copy, 'redocly.yaml');
      writeFileSync(
        config,
        `${readFileSync(config, 'utf8')}decorators:\n  remove-x-internal: on\n`,
      );
      await expect(bundleSpec('store', copy)).rejects.toThrow(/sets decorators or preprocessors/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('--check fails, naming the stale files, when an operation is removed', () => {
    const copy = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      cpSync(openapiDir, copy, { recursive: true });
      const file = join(copy, 'paths/admin/product-tags.yaml');
      const paths = YAML.parse(readFileSync(file, 'utf8'));
      delete paths['/admin/product-tags'].get;
      writeFileSync(file, YAML.stringify(paths));
      const root2 = join(copy, 'admin.yaml');
      const admin = YAML.parse(readFileSync(root2, 'utf8'));
      delete admin.paths['/admin/product-tags'];
      writeFileSync(root2, YAML.stringify(admin));
      const result = spawnSync(process.execPath, [codegen, '--check', '--openapi', copy], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      // The tag had only that operation: its folder goes, and the barrel loses its line.
      expect(result.stderr).toMatch(/extra: {3}admin\/product-tags\/operations\.ts/);
      expect(result.stderr).toMatch(/stale: {3}admin\/operations\.ts/);
      expect(result.stderr).toMatch(/stale: {3}spec\/admin\.json/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});

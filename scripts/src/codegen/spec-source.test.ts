/**
 * `codegen --spec <URL>` regenerates from a backend's one document served over HTTP, into a
 * folder of the caller's choosing, and refuses what it cannot or should not read.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import type { OpenApiDocument } from './bundle.ts';
import { loadSpec, MAX_SPEC_BYTES, splitByDomain } from './spec-source.ts';

const root = resolve(import.meta.dirname, '../../..');
const codegen = join(root, 'scripts/codegen.mjs');
const committed = (domain: string) =>
  JSON.parse(
    readFileSync(join(root, `generated/src/gen/spec/${domain}.json`), 'utf8'),
  ) as OpenApiDocument;

/**
 * One document as a backend serves it: both APIs' paths, tags and components together, the
 * admin's first (where both define a tag or a security scheme, the admin's stays).
 */
function backendDocument(): OpenApiDocument {
  const admin = committed('admin');
  const store = committed('store');
  const components: Record<string, Record<string, unknown>> = {};
  for (const doc of [admin, store]) {
    for (const [section, entries] of Object.entries(doc.components ?? {})) {
      const known = components[section] ?? {};
      const added = Object.entries(entries).filter(([name]) => !(name in known));
      components[section] = { ...known, ...Object.fromEntries(added) };
    }
  }
  const adminTags = new Set(admin.tags?.map((tag) => tag.name));
  return {
    ...admin,
    tags: [...(admin.tags ?? []), ...(store.tags ?? []).filter((tag) => !adminTags.has(tag.name))],
    paths: { ...admin.paths, ...store.paths },
    components,
  };
}

function runCodegen(
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [codegen, ...args], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

describe('codegen --spec', () => {
  let server: Server;
  let base: string;
  const served = backendDocument();
  // Served without this operation, which the client must then lack.
  delete served.paths['/store/shipping-options/{cart_id}'];

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/openapi.yaml') {
        response.setHeader('content-type', 'application/yaml');
        response.end(YAML.stringify(served));
      } else if (request.url === '/huge.json') {
        // No content-length: the limit must hold while counting what arrives.
        response.write('{"openapi": "3.1.0", "paths": {}, "x-padding": "');
        const block = 'x'.repeat(1024 * 1024);
        const send = (left: number) => {
          if (left === 0 || response.destroyed) return response.end('"}');
          if (response.write(block)) send(left - 1);
          else response.once('drain', () => send(left - 1));
        };
        send(Math.ceil(MAX_SPEC_BYTES / block.length) + 1);
      } else if (request.url === '/silent') {
        // Answers nothing: the client's timeout has to end the wait.
      } else {
        response.statusCode = 404;
        response.end('not found');
      }
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  });

  it('regenerates the client from a served document into --out', async () => {
    const out = mkdtempSync(join(tmpdir(), 'codegen-spec-'));
    try {
      const result = await runCodegen(['--spec', `${base}/openapi.yaml`, '--out', out]);
      // (Biome may warn that spec/admin.json is past its 1 MiB size; it is left as printed.)
      expect(result.stderr).not.toContain('codegen failed');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^codegen: \d+ operations/);
      // Split by path: each document holds its own API's paths and the tags they use.
      const admin = JSON.parse(readFileSync(join(out, 'spec/admin.json'), 'utf8'));
      const store = JSON.parse(readFileSync(join(out, 'spec/store.json'), 'utf8'));
      expect(Object.keys(admin.paths).every((p: string) => p.startsWith('/admin/'))).toBe(true);
      expect(Object.keys(store.paths).every((p: string) => p.startsWith('/store/'))).toBe(true);
      expect(store.tags.map((t: { name: string }) => t.name).sort()).toEqual(
        committed('store')
          .tags?.map((t) => t.name)
          .sort(),
      );
      const ids = readFileSync(join(out, 'operation-ids.ts'), 'utf8');
      expect(ids).toContain("'GET /admin/products': 'AdminListProducts'");
      expect(ids).toContain('StoreCreateCart');
      expect(ids).not.toContain('StoreListCartShippingOptions');
      expect(existsSync(join(out, 'store/carts/operations.ts'))).toBe(true);
      // The admin half is openapi/admin.yaml's bundle again, so its client is the same bytes.
      const adminFiles = readdirSync(join(out, 'admin'), { recursive: true }).map(String);
      expect(adminFiles.length).toBeGreaterThan(10);
      for (const file of ['spec/admin.json', ...adminFiles.map((f) => `admin/${f}`)]) {
        if (!statSync(join(out, file)).isFile()) continue;
        expect(readFileSync(join(out, file), 'utf8'), file).toBe(
          readFileSync(join(root, 'generated/src/gen', file), 'utf8'),
        );
      }
      // The repository's own client is left as it was.
      expect(readFileSync(join(root, 'generated/src/gen/operation-ids.ts'), 'utf8')).toContain(
        'StoreListCartShippingOptions',
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('names a failed fetch, a non-http URL and a path outside /admin and /store', async () => {
    await expect(loadSpec(`${base}/missing.json`)).rejects.toThrow(/answered HTTP 404/);
    await expect(loadSpec('file:///etc/passwd')).rejects.toThrow(/http\(s\) URL, not file:/);
    await expect(loadSpec('ftp://127.0.0.1/spec.yaml')).rejects.toThrow(/not ftp:/);
    const doc = backendDocument();
    doc.paths['/health'] = {};
    expect(() => splitByDomain(doc)).toThrow(/outside \/admin and \/store.*\/health/);
  });

  it('stops at the size limit and at the timeout', async () => {
    await expect(loadSpec(`${base}/huge.json`)).rejects.toThrow(/over the \d+-byte limit/);
    await expect(loadSpec(`${base}/silent`, 200)).rejects.toThrow(/timed out/);
  });

  it('fails the command with a clear message, writing nothing', async () => {
    const out = mkdtempSync(join(tmpdir(), 'codegen-spec-'));
    try {
      const result = await runCodegen(['--spec', `${base}/missing.json`, '--out', out]);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^codegen failed: fetching .*missing\.json answered HTTP 404/);
      expect(existsSync(join(out, 'spec'))).toBe(false);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

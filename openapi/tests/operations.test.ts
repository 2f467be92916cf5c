/**
 * The contract holds exactly the operations of the Medusa v1 wire format it keeps
 * (docs/api-operations.md, the design's checklist) plus the ones it adds
 * (added-operations.txt): every listed operation is in openapi/, and openapi/ holds
 * nothing that is not listed in one of the two.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSpec, DOMAINS } from '../../scripts/src/codegen/bundle.ts';
import { type Operation, readOperations } from '../../scripts/src/codegen/operations.ts';

/** `METHOD /path` at the start of a line, or of a Markdown list item (`- METHOD /path`). */
export function listedOperations(text: string): string[] {
  return [...text.matchAll(/^(?:- )?(GET|POST|DELETE|PUT|PATCH) (\/\S+)/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

/** A list read from a path relative to this folder. */
function readList(path: string): string[] {
  return listedOperations(readFileSync(resolve(import.meta.dirname, path), 'utf8'));
}

describe('the contract and its operation lists', () => {
  let wire: string[];
  let added: string[];
  let operations: Operation[];

  beforeAll(async () => {
    wire = readList('../../docs/api-operations.md');
    added = readList('added-operations.txt');
    const specs = await Promise.all(DOMAINS.map((d) => bundleSpec(d)));
    operations = DOMAINS.flatMap((d, i) =>
      readOperations(d, specs[i] as NonNullable<(typeof specs)[number]>),
    );
  });

  it('reads every operation of the wire format, and lists none twice', () => {
    // Every list item of the checklist that names a method and a path is read; the count
    // comes from the document, not from a number written here.
    const text = readFileSync(resolve(import.meta.dirname, '../../docs/api-operations.md'), 'utf8');
    const items = text.split('\n').filter((line) => /^- [A-Z]+ \//.test(line));
    expect(wire.length).toBeGreaterThan(0);
    expect(wire).toHaveLength(items.length);
    const all = [...wire, ...added];
    expect(new Set(all).size).toBe(all.length);
  });

  it('has every listed operation in openapi/', () => {
    const inSpec = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    expect([...wire, ...added].filter((op) => !inSpec.has(op))).toEqual([]);
  });

  it('has no operation in openapi/ that is not listed', () => {
    const inList = new Set([...wire, ...added]);
    const extra = operations
      .map((op) => `${op.method.toUpperCase()} ${op.path}`)
      .filter((op) => !inList.has(op));
    expect(extra).toEqual([]);
  });

  it('serves admin paths from admin.yaml and store paths from store.yaml', () => {
    const misplaced = operations.filter((op) => !op.path.startsWith(`/${op.domain}/`));
    expect(misplaced.map((op) => op.path)).toEqual([]);
  });

  it('names every operation by the rule in openapi/README.md', () => {
    const bad = operations.filter(
      (op) => !op.operationId.startsWith(op.domain === 'admin' ? 'Admin' : 'Store'),
    );
    expect(bad.map((op) => op.operationId)).toEqual([]);
  });
});

describe('listedOperations', () => {
  it('reads only operation lines', () => {
    const text = '# GET /x\nGET /store/a  why\nPOST /admin/b/{id}\nnot GET /y\n';
    expect(listedOperations(text)).toEqual(['GET /store/a', 'POST /admin/b/{id}']);
  });

  it('reads the Markdown list items of docs/api-operations.md, not its prose', () => {
    const text = '### carts\n- POST /store/carts\n- GET /store/carts/{id}\nSee `GET /store/x`.\n';
    expect(listedOperations(text)).toEqual(['POST /store/carts', 'GET /store/carts/{id}']);
  });
});

/**
 * The contract holds exactly the operations of shared/design/api-operations.md: every
 * listed operation is in openapi/, and openapi/ holds nothing that is not listed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSpec, DOMAINS } from '../../scripts/src/codegen/bundle.ts';
import { type Operation, readOperations } from '../../scripts/src/codegen/operations.ts';

const checklist = resolve(import.meta.dirname, '../../../shared/design/api-operations.md');

/** `- METHOD /path` lines of the checklist, as `METHOD /path`. */
export function listedOperations(markdown: string): string[] {
  return [...markdown.matchAll(/^- (GET|POST|DELETE|PUT|PATCH) (\/\S+)\s*$/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

describe('the contract and api-operations.md', () => {
  let listed: string[];
  let operations: Operation[];

  beforeAll(async () => {
    expect(existsSync(checklist), `${checklist} must exist beside the repository`).toBe(true);
    listed = listedOperations(readFileSync(checklist, 'utf8'));
    const specs = await Promise.all(DOMAINS.map((d) => bundleSpec(d)));
    operations = DOMAINS.flatMap((d, i) =>
      readOperations(d, specs[i] as NonNullable<(typeof specs)[number]>),
    );
  });

  it('reads 317 operations from the checklist, none twice', () => {
    expect(listed).toHaveLength(317);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('has every listed operation in openapi/', () => {
    const inSpec = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    expect(listed.filter((op) => !inSpec.has(op))).toEqual([]);
  });

  it('has no operation in openapi/ that is not listed', () => {
    const inList = new Set(listed);
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
    const text = '# t\n- GET /store/a\n- POST /admin/b/{id}\nnot - GET /x\n- note\n';
    expect(listedOperations(text)).toEqual(['GET /store/a', 'POST /admin/b/{id}']);
  });
});

/**
 * `npm run codegen:summary -- <before> <after>`: the operations added, removed and changed
 * between two contracts, as markdown (the body of the regenerate-client pull request).
 * Each side is a generated client's folder (generated/src/gen, or a copy of its spec/), or one
 * OpenAPI document (file or http(s) URL). An operation is its method and path; it changed
 * when its definition, or any component it reaches through $ref, differs.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OpenApiDocument } from './bundle.ts';
import { compare } from './names.ts';
import { loadSpec } from './spec-source.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface OperationEntry {
  /** "GET /store/carts/{id}" */
  key: string;
  operationId: string;
  /** The operation and every component it reaches, as one comparable text. */
  fingerprint: string;
}

export interface OperationChanges {
  added: OperationEntry[];
  removed: OperationEntry[];
  changed: OperationEntry[];
}

/** Every `#/...` target reachable from `node`, each once. */
function reachable(doc: OpenApiDocument, node: unknown, seen: Map<string, unknown>): void {
  if (Array.isArray(node)) {
    for (const item of node) reachable(doc, item, seen);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/') && !seen.has(value)) {
      const target = value
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((acc, part) => (acc as Record<string, unknown> | undefined)?.[part], doc);
      seen.set(value, target);
      reachable(doc, target, seen);
    } else {
      reachable(doc, value, seen);
    }
  }
}

export function operationsOf(docs: OpenApiDocument[]): Map<string, OperationEntry> {
  const entries = new Map<string, OperationEntry>();
  for (const doc of docs) {
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = (item as Record<string, unknown>)[method] as Record<string, unknown> | undefined;
        if (!op) continue;
        const key = `${method.toUpperCase()} ${path}`;
        const refs = new Map<string, unknown>();
        // Path-level parameters belong to every operation of the path.
        const shared = (item as Record<string, unknown>).parameters;
        reachable(doc, [op, shared], refs);
        const sortedRefs = [...refs].sort(([a], [b]) => compare(a, b));
        entries.set(key, {
          key,
          operationId: String(op.operationId ?? ''),
          fingerprint: JSON.stringify([op, shared ?? null, sortedRefs]),
        });
      }
    }
  }
  return entries;
}

export function compareOperations(
  before: Map<string, OperationEntry>,
  after: Map<string, OperationEntry>,
): OperationChanges {
  const byKey = (a: OperationEntry, b: OperationEntry) => compare(a.key, b.key);
  const added = [...after.values()].filter((op) => !before.has(op.key)).sort(byKey);
  const removed = [...before.values()].filter((op) => !after.has(op.key)).sort(byKey);
  const changed = [...after.values()]
    .filter((op) => before.has(op.key) && before.get(op.key)?.fingerprint !== op.fingerprint)
    .sort(byKey);
  return { added, removed, changed };
}

export function summaryMarkdown(changes: OperationChanges): string {
  const { added, removed, changed } = changes;
  const lines = [
    `**${added.length} added, ${removed.length} removed, ${changed.length} changed** operations.`,
  ];
  const section = (title: string, ops: OperationEntry[]) => {
    if (ops.length === 0) return;
    lines.push('', `### ${title} (${ops.length})`, '');
    for (const op of ops)
      lines.push(`- \`${op.key}\`${op.operationId ? ` ${op.operationId}` : ''}`);
  };
  section('Added', added);
  section('Removed', removed);
  section('Changed', changed);
  return `${lines.join('\n')}\n`;
}

/** A generated client's documents (its spec/*.json), or one document (file or URL). */
export async function loadContract(source: string): Promise<OpenApiDocument[]> {
  if (existsSync(source) && statSync(source).isDirectory()) {
    const specDir = existsSync(join(source, 'spec')) ? join(source, 'spec') : source;
    const files = ['admin.json', 'store.json'].map((name) => join(specDir, name));
    const present = files.filter((file) => existsSync(file));
    if (present.length === 0) throw new Error(`${source} holds no spec/admin.json or store.json`);
    return present.map((file) => JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument);
  }
  return [await loadSpec(source)];
}

async function main(): Promise<void> {
  const [before, after] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!before || !after) {
    throw new Error('usage: npm run codegen:summary -- <before> <after> (folder, file or URL)');
  }
  const changes = compareOperations(
    operationsOf(await loadContract(before)),
    operationsOf(await loadContract(after)),
  );
  process.stdout.write(summaryMarkdown(changes));
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`codegen summary: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}

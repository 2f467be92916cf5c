import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Handlers } from './handlers.ts';
import { type OperationSpec, specOperations } from './spec.ts';

/*
 * The operations still answering 501. The committed list may only shrink: a handler that
 * lands must take its operation off the list, and an operation added to the contract must
 * come with its handler (or be put on the list on purpose, in review).
 */

export const UNIMPLEMENTED_FILE = resolve(
  import.meta.dirname,
  '../../unimplemented-operations.txt',
);

export function unimplementedOperations(
  handlers: Handlers,
  operations: OperationSpec[] = specOperations(),
): string[] {
  return operations
    .map((spec) => spec.operationId)
    .filter((id) => !Object.hasOwn(handlers, id))
    .sort();
}

/** Handlers keyed by something that is not an operation of the contract. */
export function strayHandlers(
  handlers: Handlers,
  operations: OperationSpec[] = specOperations(),
): string[] {
  const ids = new Set(operations.map((spec) => spec.operationId));
  return Object.keys(handlers).filter((id) => !ids.has(id));
}

export function readUnimplementedList(file = UNIMPLEMENTED_FILE): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function writeUnimplementedList(ids: string[], file = UNIMPLEMENTED_FILE): void {
  const header = [
    '# Operations that answer 501 until their handler is built; this list may only shrink.',
    '# Regenerate with `npm run -w @commerce/server unimplemented -- --write`.',
  ];
  writeFileSync(file, `${[...header, ...ids].join('\n')}\n`);
}

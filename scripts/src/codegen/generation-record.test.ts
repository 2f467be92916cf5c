/**
 * The record lets a run skip generating only while every input hashes the same and gen/
 * holds exactly the recorded files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsHash, recordedOperations, saveRecord } from './generation-record.ts';

let root: string;
let contract: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'codegen-record-'));
  contract = join(root, 'openapi');
  mkdirSync(join(root, 'scripts/dist'), { recursive: true });
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  mkdirSync(join(contract, 'paths'), { recursive: true });
  writeFileSync(join(root, 'scripts/dist/codegen.stamp.json'), '{"hash":"a"}');
  writeFileSync(join(root, 'node_modules/.package-lock.json'), '{}');
  writeFileSync(join(root, 'biome.json'), '{}');
  writeFileSync(join(contract, 'store.yaml'), 'openapi: 3.0.3\n');
  writeFileSync(join(contract, 'paths/carts.yaml'), '{}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const files = () =>
  new Map([
    ['store/schema.ts', Buffer.from('export interface paths {}\n')],
    ['query-keys.ts', Buffer.from('export const queryKeys = {};\n')],
  ]);

describe('generation record', () => {
  it('answers the recorded count for the same inputs and files', () => {
    const inputs = inputsHash(root, contract) as string;
    saveRecord(root, inputs, 12, files());
    expect(recordedOperations(root, inputs, files())).toBe(12);
  });

  it('changes its hash with any file of the contract, the generator, packages or Biome', () => {
    const before = inputsHash(root, contract);
    for (const file of [
      join(contract, 'paths/carts.yaml'),
      join(root, 'scripts/dist/codegen.stamp.json'),
      join(root, 'node_modules/.package-lock.json'),
      join(root, 'biome.json'),
    ]) {
      writeFileSync(file, '{"changed":true}\n');
      expect(inputsHash(root, contract), file).not.toBe(before);
    }
    writeFileSync(join(contract, 'paths/orders.yaml'), '{}\n');
    expect(inputsHash(root, contract)).not.toBe(before);
  });

  it('keeps no hash while an input is missing', () => {
    rmSync(join(root, 'node_modules/.package-lock.json'));
    expect(inputsHash(root, contract)).toBeNull();
  });

  it('refuses gen/ files that differ from, or are more or fewer than, the recorded ones', () => {
    const inputs = inputsHash(root, contract) as string;
    saveRecord(root, inputs, 12, files());
    const edited = files().set(
      'query-keys.ts',
      Buffer.from('export const queryKeys = { x: 1 };\n'),
    );
    expect(recordedOperations(root, inputs, edited)).toBeNull();
    const extra = files().set('store/hooks.ts', Buffer.from('\n'));
    expect(recordedOperations(root, inputs, extra)).toBeNull();
    const fewer = files();
    fewer.delete('query-keys.ts');
    expect(recordedOperations(root, inputs, fewer)).toBeNull();
    expect(recordedOperations(root, 'other inputs', files())).toBeNull();
  });
});

import { resolve } from 'node:path';
import { operationErrorCodes, operationIds } from '@commerce/client';
import { describe, expect, it } from 'vitest';
import { readServerErrorCodes } from './server-error-codes.ts';

const serverConfig = resolve(import.meta.dirname, '../../server/tsconfig.json');
const fixtureConfig = resolve(import.meta.dirname, '../test/error-codes-fixture/tsconfig.json');

/**
 * Codes every operation with a 403, a 503 or a publishable key, and every POST with a 409,
 * answers without raising them itself (the permission gate, the error handler, the key
 * check, the Idempotency-Key check of http/idempotency.ts), and every operation with `expand`
 * or `fields` (http/expand.ts).
 */
const IMPLIED = new Set([
  'database_unavailable',
  'forbidden',
  'idempotency_key_in_flight',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'invalid_publishable_api_key',
  'publishable_api_key_revoked',
  'unknown_field',
  'unknown_relation',
]);

describe("the server's error codes", () => {
  it('follows calls, imports, wrappers and interface members to every code a handler can raise', () => {
    const { operations, unknown } = readServerErrorCodes(
      fixtureConfig,
      new Set(['StoreGetThing', 'StorePayThing']),
      // `refuse(code: ErrorCode)` stands for all four codes of the fixture: not knowable.
      3,
    );
    expect(unknown).toEqual(['src/resources/things.ts:23: ErrorCode']);
    expect(Object.fromEntries(operations)).toEqual({
      StoreGetThing: ['forbidden', 'thing_gone', 'thing_locked'],
      StorePayThing: ['payment_refused'],
    });
  });

  it('are exactly the codes each operation lists in the contract (x-error-codes)', () => {
    const ids = new Set<string>(Object.values(operationIds));
    const { operations, unknown } = readServerErrorCodes(serverConfig, ids);
    // A raise site whose code is not a literal (or a small union) cannot be checked.
    expect(unknown).toEqual([]);
    const listed = operationErrorCodes as Record<string, readonly string[]>;
    const undeclared: string[] = [];
    const unraised: string[] = [];
    for (const id of ids) {
      const raised = new Set(operations.get(id) ?? []);
      const declared = new Set(listed[id] ?? []);
      for (const code of raised) if (!declared.has(code)) undeclared.push(`${id}: ${code}`);
      for (const code of declared)
        if (!raised.has(code) && !IMPLIED.has(code)) unraised.push(`${id}: ${code}`);
    }
    // Add these to the operation's `x-error-codes` in openapi/paths/ (and the code to
    // components/schemas/ErrorCode.yaml if it is new), then `npm run codegen`.
    expect(undeclared).toEqual([]);
    // Listed but no longer raised: remove them from `x-error-codes`.
    expect(unraised).toEqual([]);
  }, 600_000);
});

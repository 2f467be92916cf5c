import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './bundle.ts';
import { emitErrorCodes, readErrorCodes } from './error-codes.ts';

const answers = (...statuses: string[]) =>
  Object.fromEntries(statuses.map((status) => [status, { description: status }]));

/** A document with a catalogue, a keyed scheme and the operations given. */
function doc(codes: string[], operations: Record<string, unknown>): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {},
    paths: Object.fromEntries(
      Object.entries(operations).map(([id, op]) => [
        `/${id}`,
        { post: { operationId: id, ...(op as object) } },
      ]),
    ),
    components: {
      schemas: { ErrorCode: { type: 'string', enum: codes } },
      securitySchemes: {
        publishable_api_key: { type: 'apiKey', 'x-error-codes': ['bad_key'] },
      },
    },
  } as unknown as OpenApiDocument;
}

describe('error codes', () => {
  it("gives each operation its listed codes, its scheme's codes and forbidden with a 403", () => {
    const { model, problems } = readErrorCodes([
      doc(['bad_key', 'cart_empty', 'forbidden', 'last_admin'], {
        StoreComplete: {
          'x-error-codes': ['cart_empty'],
          security: [{ publishable_api_key: [] }],
          responses: answers('200', '400'),
        },
        AdminDeleteUser: {
          'x-error-codes': ['last_admin'],
          responses: answers('200', '400', '403'),
        },
      }),
    ]);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(model.operations)).toEqual({
      StoreComplete: ['bad_key', 'cart_empty'],
      AdminDeleteUser: ['forbidden', 'last_admin'],
    });
    const emitted = emitErrorCodes(model);
    expect(emitted).toContain('export type ErrorCode = (typeof ERROR_CODES)[number];');
    expect(emitted).toContain('  AdminDeleteUser: ["forbidden","last_admin"],');
  });

  it('gives database_unavailable to every operation with a 503', () => {
    const { model, problems } = readErrorCodes([
      doc(['database_unavailable', 'forbidden'], {
        StoreGetThing: { responses: answers('200', '400', '503') },
        AdminGetThing: { responses: answers('200', '400', '403') },
      }),
    ]);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(model.operations)).toEqual({
      StoreGetThing: ['database_unavailable'],
      AdminGetThing: ['forbidden'],
    });
  });

  it('gives the idempotency codes to every POST with a 409, and names them when undeclared', () => {
    const idempotency = [
      'idempotency_key_in_flight',
      'idempotency_key_invalid',
      'idempotency_key_reused',
    ];
    const { model, problems } = readErrorCodes([
      doc(idempotency, {
        StoreCreateThing: { responses: answers('200', '400', '409', '422') },
        StoreSearchThings: { responses: answers('200', '400') },
      }),
    ]);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(model.operations)).toEqual({
      StoreCreateThing: idempotency,
      StoreSearchThings: [],
    });
    const missing = readErrorCodes([
      doc(['cart_empty'], {
        StoreCreateThing: {
          'x-error-codes': ['cart_empty'],
          responses: answers('200', '400', '409'),
        },
      }),
    ]);
    expect(missing.problems).toContain(
      'POST /StoreCreateThing: undeclared "idempotency_key_in_flight"',
    );
  });

  it('emits the idempotency codes once, spread into each list, which stays the same at run time', async () => {
    const codes = [
      'cart_empty',
      'idempotency_key_in_flight',
      'idempotency_key_invalid',
      'idempotency_key_reused',
      'wrong_password',
    ];
    const { model, problems } = readErrorCodes([
      doc(codes, {
        StoreComplete: { 'x-error-codes': ['cart_empty'], responses: answers('400', '409') },
        StoreUpdate: { 'x-error-codes': ['wrong_password'], responses: answers('400', '409') },
        StoreSearch: { 'x-error-codes': ['cart_empty'], responses: answers('400') },
      }),
    ]);
    expect(problems).toEqual([]);
    const emitted = emitErrorCodes(model);
    expect(emitted.match(/"idempotency_key_in_flight"/g)).toHaveLength(2); // catalogue, constant
    expect(emitted).toContain('  StoreComplete: ["cart_empty",...IDEMPOTENCY_KEY_CODES],');
    expect(emitted).toContain('  StoreUpdate: [...IDEMPOTENCY_KEY_CODES,"wrong_password"],');
    expect(emitted).toContain('  StoreSearch: ["cart_empty"],');
    // Run as JavaScript, each list is the sorted list of the model, as before.
    const { outputText } = ts.transpileModule(emitted, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const module = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);
    expect(module.operationErrorCodes).toEqual(Object.fromEntries(model.operations));
    expect(module.operationErrorCodes.StoreUpdate).toEqual([
      'idempotency_key_in_flight',
      'idempotency_key_invalid',
      'idempotency_key_reused',
      'wrong_password',
    ]);
    expect(module.isErrorCode('idempotency_key_reused')).toBe(true);
  });

  it('names an undeclared code, a code no operation lists, a twice-listed one and a code without a 4xx', () => {
    const { problems } = readErrorCodes([
      doc(['bad_key', 'cart_empty', 'never_used'], {
        StoreComplete: {
          'x-error-codes': ['cart_empty', 'cart_empty', 'cart_gone'],
          security: [{ publishable_api_key: [] }],
          responses: answers('200', '400'),
        },
        StoreRead: { 'x-error-codes': ['cart_empty'], responses: answers('200', '500') },
      }),
    ]);
    expect(problems).toEqual([
      'POST /StoreComplete: x-error-codes names undeclared "cart_gone"',
      'POST /StoreComplete: x-error-codes lists a code twice',
      'POST /StoreRead: lists error codes but no 4xx response',
      'ErrorCode "never_used" is listed by no operation',
    ]);
  });

  it('refuses a catalogue that differs between the documents', () => {
    const { problems } = readErrorCodes([doc(['a_code'], {}), doc(['b_code'], {})]);
    expect(problems).toContain('ErrorCode differs between the documents');
  });
});

import type { OpenApiDocument } from './bundle.ts';
import { compare } from './names.ts';

/*
 * Error codes (issue 27). The schema `ErrorCode` is the catalogue of every `Error.code` the
 * server answers; each operation lists the codes it can answer in `x-error-codes`. Codegen
 * emits both (gen/error-codes.ts): the apps translate with `satisfies Record<ErrorCode, …>`
 * maps, and the server raises codes only through its catalogue typed by the union, and
 * refuses in tests to answer a code its operation does not list. Two kinds of codes come
 * without being listed: a security scheme's `x-error-codes` (an unknown publishable key) with
 * every operation that uses it, `forbidden` with every operation that declares a 403,
 * `database_unavailable` with every operation that declares a 503, and the idempotency codes
 * with every POST that declares a 409 (the API's rule in both documents' info.description),
 * and the `expand`/`fields` codes with every operation that declares those parameters
 * (server/src/http/expand.ts).
 */

/** The codes of the `Idempotency-Key` check (server/src/http/idempotency.ts). */
export const IDEMPOTENCY_CODES = [
  'idempotency_key_in_flight',
  'idempotency_key_invalid',
  'idempotency_key_reused',
] as const;

/** The codes of the `expand` and `fields` checks (server/src/http/expand.ts). */
export const EXPAND_CODES = ['unknown_field', 'unknown_relation'] as const;

/** The shared parameters whose checks answer EXPAND_CODES. */
const EXPAND_PARAMETERS = new Set([
  '#/components/parameters/Expand',
  '#/components/parameters/Fields',
  '#/components/parameters/ExpandList',
  '#/components/parameters/FieldsList',
]);

export interface ErrorCodeModel {
  /** The `ErrorCode` enum, sorted. */
  codes: string[];
  /** operationId -> the codes it lists, sorted. */
  operations: Map<string, string[]>;
}

type Json = Record<string, unknown>;

/** Statuses whose answers carry codes; a listed code needs one of them on the operation. */
const CODED_STATUSES = ['400', '401', '403', '404', '409', '410', '413', '422', '429'];

/**
 * Reads and checks the codes of the bundled documents; every problem is listed, so one run
 * names them all. Throws nothing: codegen throws, spec:lint reports.
 */
export function readErrorCodes(docs: OpenApiDocument[]): {
  model: ErrorCodeModel;
  problems: string[];
} {
  const problems: string[] = [];
  const enums = docs.map(
    (doc) => ((doc.components?.schemas as Json | undefined)?.ErrorCode as Json | undefined)?.enum,
  );
  const codes = (enums[0] as string[] | undefined) ?? [];
  if (codes.length === 0) problems.push('components.schemas.ErrorCode has no enum');
  if (enums.some((list) => JSON.stringify(list) !== JSON.stringify(codes)))
    problems.push('ErrorCode differs between the documents');
  const known = new Set(codes);
  if (known.size !== codes.length) problems.push('ErrorCode lists a code twice');
  for (const code of codes) {
    if (!/^[a-z][a-z0-9_]*$/.test(code)) problems.push(`ErrorCode "${code}" is not snake_case`);
  }
  const used = new Set<string>();
  const operations = new Map<string, string[]>();
  for (const doc of docs) {
    const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, Json>;
    const defaultSecurity = ((doc as Json).security ?? []) as Json[];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of ['get', 'post', 'delete'] as const) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const where = `${method.toUpperCase()} ${path}`;
        const listed = op['x-error-codes'] ?? [];
        if (!Array.isArray(listed)) {
          problems.push(`${where}: x-error-codes is not a list`);
          continue;
        }
        const responses = Object.keys((op.responses ?? {}) as Json);
        if (listed.length > 0 && !responses.some((status) => CODED_STATUSES.includes(status)))
          problems.push(`${where}: lists error codes but no 4xx response`);
        for (const code of listed) {
          if (!known.has(code)) problems.push(`${where}: x-error-codes names undeclared "${code}"`);
        }
        if (new Set(listed).size !== listed.length)
          problems.push(`${where}: x-error-codes lists a code twice`);
        const all = new Set<string>(listed as string[]);
        // A security scheme's codes (an unknown publishable key) come with every use of it.
        for (const requirement of (op.security ?? defaultSecurity) as Json[]) {
          for (const name of Object.keys(requirement)) {
            for (const code of (schemes[name]?.['x-error-codes'] ?? []) as string[]) {
              if (!known.has(code)) problems.push(`securityScheme ${name}: undeclared "${code}"`);
              all.add(code);
            }
          }
        }
        // `forbidden` is the permission check's code: every operation with a 403 can answer it.
        if (responses.includes('403')) all.add('forbidden');
        // `database_unavailable` is the error handler's, for any operation the database fails.
        if (responses.includes('503')) all.add('database_unavailable');
        // A POST that changes state honours Idempotency-Key, whose check has its own codes.
        if (method === 'post' && responses.includes('409')) {
          for (const code of IDEMPOTENCY_CODES) {
            if (!known.has(code)) problems.push(`${where}: undeclared "${code}"`);
            all.add(code);
          }
        }
        // `expand` and `fields` are checked against the response schema for every operation.
        const parameters = (op.parameters ?? []) as Json[];
        if (parameters.some((parameter) => EXPAND_PARAMETERS.has(String(parameter.$ref)))) {
          for (const code of EXPAND_CODES) {
            if (!known.has(code)) problems.push(`${where}: undeclared "${code}"`);
            all.add(code);
          }
        }
        for (const code of all) used.add(code);
        operations.set(String(op.operationId), [...all].sort(compare));
      }
    }
  }
  for (const code of codes) {
    if (!used.has(code)) problems.push(`ErrorCode "${code}" is listed by no operation`);
  }
  return { model: { codes: [...codes].sort(compare), operations }, problems };
}

const HEADER = '// @generated by scripts/src/codegen from openapi/. Do not edit by hand.\n';

/** The name of the idempotency codes' shared list in gen/error-codes.ts. */
const IDEMPOTENCY_CONSTANT = 'IDEMPOTENCY_KEY_CODES';

/**
 * One operation's list as a literal, the idempotency codes as a spread of their shared
 * constant where the sorted list holds all three in a row (every POST with a 409: about
 * 150 operations), so the file does not repeat them. The array is the same at run time.
 */
function listLiteral(list: string[]): string {
  const start = list.indexOf(IDEMPOTENCY_CODES[0]);
  const shared =
    start >= 0 && IDEMPOTENCY_CODES.every((code, offset) => list[start + offset] === code);
  if (!shared) return JSON.stringify(list);
  const before = list.slice(0, start).map((code) => JSON.stringify(code));
  const after = list.slice(start + IDEMPOTENCY_CODES.length).map((code) => JSON.stringify(code));
  return `[${[...before, `...${IDEMPOTENCY_CONSTANT}`, ...after].join(',')}]`;
}

/** gen/error-codes.ts: the catalogue and every operation's codes. */
export function emitErrorCodes(model: ErrorCodeModel): string {
  const ops = [...model.operations.entries()].sort(([a], [b]) => compare(a, b));
  return [
    HEADER,
    '/** Every code an error answer can carry (schema ErrorCode). */',
    `export const ERROR_CODES = ${JSON.stringify(model.codes)} as const;`,
    'export type ErrorCode = (typeof ERROR_CODES)[number];',
    '',
    '/** The codes of the `Idempotency-Key` check, which every POST with a 409 can answer. */',
    `const ${IDEMPOTENCY_CONSTANT} = ${JSON.stringify(IDEMPOTENCY_CODES)} as const satisfies readonly ErrorCode[];`,
    '',
    '/** `x-error-codes` of every operation: the codes it can answer. */',
    'export const operationErrorCodes = {',
    ...ops.map(([id, list]) => `  ${id}: ${listLiteral(list)},`),
    '} as const satisfies Record<string, readonly ErrorCode[]>;',
    'export type OperationErrorCodes = {',
    '  -readonly [Id in keyof typeof operationErrorCodes]: (typeof operationErrorCodes)[Id][number];',
    '};',
    '',
    '/** The codes one operation can answer, e.g. `ErrorCodeOf<"PostCartsCartComplete">`. */',
    'export type ErrorCodeOf<Id extends keyof OperationErrorCodes> = OperationErrorCodes[Id];',
    '',
    '/** Whether a value from the wire is a code of the catalogue (an unknown one counts as none). */',
    'export function isErrorCode(value: unknown): value is ErrorCode {',
    "  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);",
    '}',
    '',
  ].join('\n');
}

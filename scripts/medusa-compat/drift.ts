import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inject } from 'vitest';
import { componentSchemas, declaredResponseSchema } from '../../server/src/http/schemas.ts';
import { specOperations } from '../../server/src/http/spec.ts';

/*
 * Where Medusa's answers differ from our contract. The cases pass each answer they read
 * through `contractDrift`, which checks it against the operation's 200 response schema (the
 * server's schemas, with a strict Ajv that neither coerces nor fills defaults, as
 * server/src/test/contract.ts does) and appends each difference to the run's drift file,
 * with the answer itself beside it; the suite's teardown prints them, one line per
 * operation, field and kind. A difference is a fact to fix in the contract or the server
 * (issue 25), not a failed case: the cases assert what a caller of the client sees.
 */

export interface Drift {
  operationId: string;
  /** The field, with array positions as [] (`/order/items/[]/tax_lines`). */
  field: string;
  problem: string;
}

interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { missingProperty?: string; additionalProperty?: string };
}
interface Validate {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

let compile: ((schema: object) => Validate) | undefined;
const validators = new WeakMap<object, Validate>();

/** The server's own Ajv (the root's `ajv` is another package under that name). */
function validatorOf(schema: object): Validate {
  if (!compile) {
    const require = createRequire(new URL('../../server/package.json', import.meta.url));
    const Ajv = require('ajv').default;
    const addFormats = require('ajv-formats').default;
    const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const component of componentSchemas()) ajv.addSchema(component);
    compile = (s) => ajv.compile(s);
  }
  let validate = validators.get(schema);
  if (!validate) {
    validate = compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function errorsOf(schema: object, body: unknown): SchemaError[] {
  // A oneOf answer (a cart's completion: an order, a cart or a swap) is measured against
  // the branch it fits best; Ajv would list every branch's complaints at once.
  const branches = (schema as { oneOf?: object[] }).oneOf;
  if (branches) {
    return (
      branches.map((branch) => errorsOf(branch, body)).sort((a, b) => a.length - b.length)[0] ?? []
    );
  }
  const validate = validatorOf(schema);
  return validate(body) ? [] : [...(validate.errors ?? [])];
}

function valueAt(body: unknown, pointer: string): unknown {
  let value = body;
  for (const key of pointer.split('/').slice(1)) {
    value = (value as Record<string, unknown> | undefined)?.[
      key.replaceAll('~1', '/').replaceAll('~0', '~')
    ];
  }
  return value;
}

export function contractDrift(operationId: string, body: unknown): Drift[] {
  const spec = specOperations().find((operation) => operation.operationId === operationId);
  const schema = spec && declaredResponseSchema(spec, 200);
  if (!schema) throw new Error(`${operationId} declares no JSON response 200`);
  const seen = new Set<string>();
  const drift: Drift[] = [];
  for (const error of errorsOf(schema, body)) {
    const field = error.instancePath.replace(/\/\d+(?=\/|$)/g, '/[]') || '/';
    const { missingProperty, additionalProperty } = error.params;
    const sent = JSON.stringify(valueAt(body, error.instancePath)) ?? 'nothing';
    const problem = missingProperty
      ? `missing ${missingProperty}`
      : additionalProperty
        ? `not in the contract: ${additionalProperty}`
        : `${error.message ?? error.keyword}, sent ${sent.length > 60 ? `${sent.slice(0, 57)}...` : sent}`;
    const key = `${field} ${problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    drift.push({ operationId, field, problem });
  }
  if (drift.length > 0) {
    const file = inject('driftFile');
    appendFileSync(file, drift.map((d) => `${JSON.stringify(d)}\n`).join(''));
    // The answer itself beside the list, to read what Medusa sent.
    writeFileSync(file.replace(/\.jsonl$/, `.${operationId}.json`), JSON.stringify(body, null, 2));
  }
  return drift;
}

/** Prints the run's differences, grouped by operation; a no-op when there were none. */
export function printDrift(file: string): void {
  if (!existsSync(file)) return;
  const lines = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
  const byOperation = new Map<string, string[]>();
  for (const line of lines) {
    const { operationId, field, problem } = JSON.parse(line) as Drift;
    const list = byOperation.get(operationId) ?? [];
    list.push(`  ${field}: ${problem}`);
    byOperation.set(operationId, list);
  }
  console.log(`\nMedusa's answers against the contract (${lines.size} differences, ${file}):`);
  for (const [operationId, problems] of byOperation) {
    console.log(`${operationId}\n${problems.sort().join('\n')}`);
  }
}

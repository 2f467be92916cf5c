import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { componentSchemas, declaredResponseSchema } from '../http/schemas.ts';
import { specOperations } from '../http/spec.ts';

/*
 * Contract checks for tests: a response is validated against its operation's response
 * schema from the bundled spec (the same schema the serializer projects onto), with a
 * strict Ajv that neither coerces nor fills defaults, so a test fails on any drift.
 */

let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

function instance(): Ajv {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true });
    addFormats(ajv as unknown as Parameters<typeof addFormats>[0]);
    for (const schema of componentSchemas()) ajv.addSchema(schema);
  }
  return ajv;
}

/** The validator of `operationId`'s response with `status` (200 unless told). */
export function responseValidator(operationId: string, status = 200): ValidateFunction {
  const key = `${operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const spec = specOperations().find((operation) => operation.operationId === operationId);
    if (!spec) throw new Error(`Unknown operation ${operationId}`);
    const schema = declaredResponseSchema(spec, status);
    if (!schema) throw new Error(`${operationId} declares no JSON response ${status}`);
    validate = instance().compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Throws unless `response` (an `inject` result) has `status` and a body that matches the
 * operation's response schema for it; answers the parsed body.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read bodies loosely; the schema check guards them.
export function expectContract<T = any>(
  operationId: string,
  response: { statusCode: number; body: string },
  status = 200,
): T {
  if (response.statusCode !== status) {
    throw new Error(
      `${operationId}: expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 500)}`,
    );
  }
  const body = JSON.parse(response.body) as unknown;
  const validate = responseValidator(operationId, status);
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${status} breaks the contract: ${instance().errorsText(validate.errors)}`,
    );
  }
  return body as T;
}

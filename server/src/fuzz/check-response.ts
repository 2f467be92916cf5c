import Ajv, { type ValidateFunction } from 'ajv';
import { componentSchemas, schemaId } from '../http/schemas.ts';

/*
 * What every answer to a hostile request must be (issue 22): never a 5xx, every error the
 * contract's error body as JSON, no internals (stack frames, SQL, file paths), and no
 * echo of a huge input.
 */

let validateError: ValidateFunction | undefined;

function errorValidator(): ValidateFunction {
  if (!validateError) {
    const ajv = new Ajv({ strict: false, allowUnionTypes: true });
    for (const schema of componentSchemas()) ajv.addSchema(schema);
    validateError = ajv.getSchema(schemaId('store', 'Error'));
    if (!validateError) throw new Error('The contract has no Error schema');
  }
  return validateError;
}

const INTERNALS = [
  /\bat .+:\d+:\d+/, // a stack frame
  /node_modules|\/src\/|\.ts\b/,
  /\b(SELECT|INSERT INTO|DELETE FROM)\b.+\b(FROM|VALUES|WHERE)\b/i,
  /syntax error|violates .+ constraint|relation "|column "|out of range for type|invalid input syntax/i,
  /\bstack\b/i,
];

/** Longest error message: a message names a field, it never repeats a 20 kB value. */
export const MAX_MESSAGE_LENGTH = 1000;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with the answer, or undefined when it is acceptable. */
export function answerProblem(answer: Answer, mustRefuse: boolean): string | undefined {
  const { statusCode, body } = answer;
  if (statusCode >= 500) return `${statusCode}: ${body.slice(0, 300)}`;
  if (statusCode < 400) {
    return mustRefuse ? `${statusCode}: accepted a value it must refuse` : undefined;
  }
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) {
    return `${statusCode} is not JSON: ${String(answer.headers['content-type'])}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${statusCode} body is not JSON: ${body.slice(0, 200)}`;
  }
  const validate = errorValidator();
  if (!validate(parsed)) return `${statusCode} is not the contract's error: ${body.slice(0, 200)}`;
  const message = (parsed as { message: string }).message;
  if (message.length > MAX_MESSAGE_LENGTH) {
    return `${statusCode} message of ${message.length} characters: ${message.slice(0, 120)}…`;
  }
  const leak = INTERNALS.find((pattern) => pattern.test(body));
  if (leak) return `${statusCode} shows internals (${leak}): ${body.slice(0, 300)}`;
  return undefined;
}

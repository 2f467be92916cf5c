import type { FastifyRequest } from 'fastify';
import { errors } from '../errors.ts';

/*
 * Rules of the whole API on every value a request carries (path, query and body), checked
 * before the contract's schemas: no C0 control characters but tab, line feed and carriage
 * return, no DEL, no unpaired surrogates (PostgreSQL stores neither NUL nor half a
 * character, and a control character in a name is never meant), and at most
 * MAX_REQUEST_DEPTH levels of nesting, so no schema or handler walks 10 000 levels deep.
 */

export const MAX_REQUEST_DEPTH = 32;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Why the value cannot be accepted (a message naming the field), or undefined. */
export function refusalOf(value: unknown, part: string): string | undefined {
  // Iterative, with an explicit stack: a deep value must not overflow the call stack here.
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value, path: part, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (typeof item.value === 'string') {
      const problem = stringProblem(item.value);
      if (problem) return `${item.path} ${problem}`;
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_REQUEST_DEPTH) {
      return `${part} must not nest more than ${MAX_REQUEST_DEPTH} levels deep`;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const problem = stringProblem(key);
      if (problem) return `${item.path} has a key that ${problem}`;
      // A message names the field, but never echoes a key of any length.
      const path = `${item.path}.${key.length > 50 ? `${key.slice(0, 50)}…` : key}`;
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'must not contain control characters';
  if (UNPAIRED_SURROGATE.test(text)) return 'must not contain unpaired surrogates';
  return undefined;
}

const PARTS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/** A route's preValidation hook: 400 invalid_data naming the first refused value. */
export async function refuseHostileValues(request: FastifyRequest): Promise<void> {
  for (const [key, part] of PARTS) {
    const refusal = refusalOf(request[key], part);
    if (refusal) throw errors.invalidData(refusal);
  }
}

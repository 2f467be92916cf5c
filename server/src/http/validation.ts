import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { createError, type HttpError } from '../errors.ts';

/*
 * Validation of requests against the contract with Ajv (OpenAPI 3.1 schemas are JSON
 * Schema 2020-12, but they use nothing beyond what Ajv's default draft understands besides
 * the OpenAPI keywords added below). Two instances, because type coercion is right for
 * query strings only: every query value arrives as a string, while a JSON body sending
 * "5" for an integer is a client bug that must be reported, not repaired.
 */

function createAjv(coerceTypes: false | 'array'): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    // Unknown fields are rejected (the bodies declare additionalProperties: false), never
    // silently dropped; defaults of the contract (limit=20) are filled in.
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    allowUnionTypes: true,
    strictTypes: false,
  });
  // ajv-formats is hoisted beside @redocly/ajv (aliased as the root `ajv`), so its types name
  // that copy; adding formats only calls ajv.addFormat, which both copies share.
  addFormats(ajv as unknown as Parameters<typeof addFormats>[0], [
    'date-time',
    'date',
    'time',
    'email',
    'uri',
    'uuid',
  ]);
  // OpenAPI formats that describe rather than constrain a string.
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addVocabulary(['discriminator', 'example', 'xml', 'externalDocs']);
  addSizeKeywords(ajv);
  return ajv;
}

/** How many levels of objects and arrays `value` nests (a scalar: 0), without recursion. */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (!item || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The contract's `x-max-depth` and `x-max-bytes` on free-form values (Metadata): JSON
 * Schema can bound a value's keys but not its nesting or its size as stored (jsonb).
 */
export function addSizeKeywords(ajv: Ajv): void {
  const keyword = (name: string, fits: (limit: number, data: unknown) => boolean, says: string) => {
    const validate = (limit: number, data: unknown): boolean => {
      if (fits(limit, data)) return true;
      (validate as { errors?: unknown[] }).errors = [
        { keyword: name, message: says.replace('{limit}', String(limit)), params: { limit } },
      ];
      return false;
    };
    ajv.addKeyword({ keyword: name, schemaType: 'number', errors: true, validate });
  };
  keyword(
    'x-max-depth',
    (limit, data) => depthOf(data) <= limit,
    'must not nest more than {limit} levels deep',
  );
  keyword(
    'x-max-bytes',
    (limit, data) => Buffer.byteLength(JSON.stringify(data) ?? '') <= limit,
    'must not be larger than {limit} bytes as JSON',
  );
}

const compilers = new WeakMap<object[], FastifySchemaCompiler<unknown>>();

/**
 * Fastify's validator compiler, resolving `$ref`s to the contract's component schemas. One
 * per set of components, shared by app instances: Ajv caches what it compiled per schema.
 */
export function validatorCompiler(components: object[]): FastifySchemaCompiler<unknown> {
  let compiler = compilers.get(components);
  if (!compiler) {
    compiler = createCompiler(components);
    compilers.set(components, compiler);
  }
  return compiler;
}

function createCompiler(components: object[]): FastifySchemaCompiler<unknown> {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  for (const schema of components) {
    strict.addSchema(schema);
    coercing.addSchema(schema);
  }
  return ({ schema, httpPart }) =>
    compiledOnFirstUse(() =>
      (httpPart === 'querystring' ? coercing : strict).compile(schema as object),
    );
}

/** Where the value sits, for Ajv to replace a coerced value in its parent. */
type DataContext = Parameters<ValidateFunction>[1];

/** What Fastify calls: the validator, its `errors` after a failure. */
interface Validator {
  (data: unknown, context?: DataContext): boolean;
  errors: ValidateFunction['errors'];
  /** Set, so Fastify passes the parent object and Ajv may replace a coerced root value. */
  schemaEnv: true;
}

/**
 * A validator compiled on the first request that needs it. Fastify compiles every route's
 * schemas when the route is added: for the 326 operations that was 685 Ajv functions, most
 * of the start-up time and much of the heap at start, while a store calls a few dozen of them.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): Validator {
  let validate: ValidateFunction | undefined;
  const validator: Validator = Object.assign(
    (data: unknown, context?: DataContext) => {
      validate ??= compile();
      const valid = validate(data, context);
      validator.errors = validate.errors;
      return valid;
    },
    { errors: null, schemaEnv: true as const },
  );
  return validator;
}

const PARTS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** A 400 invalid_data whose message names the field, e.g. `body.email must match format "email"`. */
export const formatValidationError: NonNullable<FastifyServerOptions['schemaErrorFormatter']> = (
  errors,
  part,
) => validationError(errors as ErrorObject[], PARTS[part] ?? part);

export function validationError(errors: ErrorObject[], part: string): HttpError {
  // Inside an optional body's anyOf the first error is the one of the real schema.
  const first = errors[0];
  if (!first) return createError('invalid_data', `Invalid ${part}`);
  const field = [part, ...first.instancePath.split('/').filter(Boolean)].join('.');
  const params = first.params as Record<string, unknown>;
  let message: string;
  if (first.keyword === 'additionalProperties') {
    message = `${field}.${String(params.additionalProperty)} is not allowed`;
  } else if (first.keyword === 'required') {
    message = `${field}.${String(params.missingProperty)} is required`;
  } else {
    message = `${field} ${first.message ?? 'is invalid'}`;
  }
  return createError('invalid_data', message);
}

import type { FastifySchema } from 'fastify';
import {
  APIS,
  type Api,
  type JsonSchema,
  loadSpec,
  type OperationSpec,
  type ParameterObject,
  type SpecDocument,
} from './spec.ts';

/*
 * Turns the contract's JSON Schemas into what Ajv (validation) and fast-json-stringify
 * (serialization) resolve. Component schemas are registered once each under an `$id` and
 * referenced by it: they are cyclic (Product -> variants -> product), so inlining them is
 * impossible. Parameters and responses are not cyclic and are inlined. The two APIs share
 * schema names with different content (admin's Product has sales_channels), hence the
 * `admin.` / `store.` prefix.
 */

const SCHEMA_REF = '#/components/schemas/';
const PARAMETER_REF = '#/components/parameters/';
const RESPONSE_REF = '#/components/responses/';

export function schemaId(api: Api, name: string): string {
  return `${api}.${name}`;
}

/** Extensions the contract bounds free-form values with; Ajv checks them (http/validation.ts). */
export const VALIDATED_EXTENSIONS = new Set(['x-max-depth', 'x-max-bytes']);

let components: JsonSchema[] | undefined;

/** Every component schema of both APIs, with its `$id`, for `app.addSchema`. */
export function componentSchemas(): JsonSchema[] {
  components ??= APIS.flatMap((api) =>
    Object.entries(loadSpec(api).components.schemas).map(([name, schema]) => ({
      ...(rewrite(api, schema) as JsonSchema),
      $id: schemaId(api, name),
    })),
  );
  return components;
}

/**
 * A deep copy with component refs pointed at their `$id`, parameter and response refs
 * inlined, and `x-*` extensions dropped (Ajv's strict mode rejects unknown keywords) but for
 * the validated ones.
 */
export function rewrite(api: Api, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(api, item));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && !ref.startsWith(SCHEMA_REF)) {
    return rewrite(api, resolveRef(loadSpec(api), ref));
  }
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') && !VALIDATED_EXTENSIONS.has(key)) continue;
    copy[key] =
      key === '$ref' && typeof value === 'string'
        ? schemaId(api, value.slice(SCHEMA_REF.length))
        : rewrite(api, value);
  }
  return copy;
}

function resolveRef(document: SpecDocument, ref: string): unknown {
  const target = ref.startsWith(PARAMETER_REF)
    ? document.components.parameters?.[ref.slice(PARAMETER_REF.length)]
    : ref.startsWith(RESPONSE_REF)
      ? document.components.responses?.[ref.slice(RESPONSE_REF.length)]
      : undefined;
  if (!target) throw new Error(`Cannot resolve ${ref}`);
  return target;
}

function objectOf(parameters: ParameterObject[], closed: boolean): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  const properties: JsonSchema = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    // Node lowercases header names; the contract writes them as sent (Idempotency-Key).
    const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = parameter.schema ?? {};
    if (parameter.required) required.push(name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

// The same objects for every app instance, so the compilers' caches (keyed by schema object)
// spare each further instance, e.g. in tests, the compilation of every route.
const routeSchemas = new WeakMap<OperationSpec, FastifySchema>();

/** Fastify's route schema for one operation: params, querystring, headers, body, responses. */
export function routeSchema(spec: OperationSpec): FastifySchema {
  let schema = routeSchemas.get(spec);
  if (!schema) {
    schema = buildRouteSchema(spec);
    routeSchemas.set(spec, schema);
  }
  return schema;
}

function buildRouteSchema(spec: OperationSpec): FastifySchema {
  const { api, operation } = spec;
  const parameters = (operation.parameters ?? []).map(
    (parameter) => rewrite(api, parameter) as ParameterObject,
  );
  const inPart = (part: ParameterObject['in']) => parameters.filter((p) => p.in === part);
  const schema: FastifySchema = {};
  const params = objectOf(inPart('path'), true);
  if (params) schema.params = params;
  // Unknown query parameters are rejected like unknown body fields: a typo such as
  // `limt=5` would otherwise be silently ignored.
  // An operation that declares none takes none.
  schema.querystring = objectOf(inPart('query'), true) ?? {
    type: 'object',
    additionalProperties: false,
  };
  // Requests always carry headers the contract does not list, so these stay open.
  const headers = objectOf(inPart('header'), false);
  if (headers) schema.headers = headers;

  const json = operation.requestBody?.content['application/json']?.schema;
  if (json) {
    const body = rewrite(api, json) as JsonSchema;
    // Fastify validates an absent body as null; an optional body may be left out.
    schema.body = operation.requestBody?.required ? body : { anyOf: [body, { type: 'null' }] };
  }

  const response: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(operation.responses)) {
    const content = (rewrite(api, value) as { content?: Record<string, { schema?: unknown }> })
      .content?.['application/json']?.schema;
    if (content) response[status] = content;
  }
  schema.response = byStatusClass(response);
  return schema;
}

/**
 * The JSON schema an operation answers `status` with, as its route keys it (a class of
 * statuses sharing one schema is `4xx`, below); undefined when the operation declares no such
 * status or no JSON body for it. For contract checks (tests, the Medusa comparison).
 */
export function declaredResponseSchema(spec: OperationSpec, status: number): object | undefined {
  if (!(String(status) in spec.operation.responses)) return undefined;
  const responses = routeSchema(spec).response as Record<string, object> | undefined;
  return responses?.[status] ?? responses?.[`${String(status)[0]}xx`];
}

/**
 * The responses keyed `2xx`, `4xx`, `5xx` where every status of the class answers the same
 * schema (the contract's errors all answer Error), which Fastify looks up after the exact
 * status. Fastify keeps a route's serializers in an object keyed like this one: with
 * numeric keys V8 gives it an array as long as the highest status (503), 4 KB a route and
 * 2 MB of heap for the contract's 434 routes (server/README.md, "Memory", fifth pass).
 */
export function byStatusClass(response: Record<string, unknown>): Record<string, unknown> {
  const classes = new Map<string, [string, unknown][]>();
  for (const entry of Object.entries(response)) {
    const key = `${entry[0][0]}xx`;
    classes.set(key, [...(classes.get(key) ?? []), entry]);
  }
  const grouped: Record<string, unknown> = {};
  for (const [key, entries] of classes) {
    const [first] = entries;
    const same =
      first !== undefined &&
      entries.every(([, schema]) => JSON.stringify(schema) === JSON.stringify(first[1]));
    if (same && !(key in response)) grouped[key] = first[1];
    else for (const [status, schema] of entries) grouped[status] = schema;
  }
  return grouped;
}

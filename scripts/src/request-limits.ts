import type { OpenApiDocument } from './codegen/bundle.ts';

/*
 * Issue 22: everything a request can carry is bounded by the contract, so the server's
 * validation answers hostile input (offset=1e20, a quantity past int4, a 20 kB string, a
 * deeply nested metadata value) with a 400 before any handler runs. This rule walks every
 * operation's parameters and request bodies of a bundled document, through $ref, allOf /
 * anyOf / oneOf, properties, items and additionalProperties, and names each schema that
 * lets a value grow without bound. Response-only schemas are not its concern.
 */

/** The extensions the server enforces on free-form objects (server/src/http/). */
export const FREE_FORM_EXTENSIONS = ['x-max-depth', 'x-max-bytes'] as const;

/**
 * Formats whose grammar already bounds the string's length. `email` and `uri` are not
 * among them: both grammars allow any length.
 */
const BOUNDED_FORMATS = new Set(['date-time', 'date', 'time', 'uuid']);

type Json = Record<string, unknown>;

export interface LimitProblem {
  operationId: string;
  /** Where the value sits in the request: `query.offset`, `body.items[].quantity`, … */
  path: string;
  message: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const SCHEMA_REF = '#/components/schemas/';

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

function typesOf(schema: Json): string[] {
  return ([] as unknown[]).concat(schema.type ?? []).map(String);
}

/** What is unbounded about one schema node itself (its subschemas are walked separately). */
export function schemaProblems(schema: Json): string[] {
  const out: string[] = [];
  const types = typesOf(schema);
  const closed = schema.enum !== undefined || schema.const !== undefined;
  const combined = ['$ref', 'anyOf', 'oneOf', 'allOf'].some((k) => schema[k] !== undefined);
  if (types.length === 0 && !closed && !combined) {
    out.push('has no type, so any value passes');
    return out;
  }
  if (closed) return out;
  for (const type of types) {
    if (type === 'integer' || type === 'number') {
      if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
        out.push(`${type} without maximum`);
      if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
        out.push(`${type} without minimum`);
    } else if (type === 'string') {
      const format = typeof schema.format === 'string' ? schema.format : undefined;
      // A multipart file part is bounded by the server's upload limits (413), not by the schema.
      const bounded = (format !== undefined && BOUNDED_FORMATS.has(format)) || format === 'binary';
      if (schema.maxLength === undefined && !bounded) out.push('string without maxLength');
    } else if (type === 'array') {
      if (schema.maxItems === undefined) out.push('array without maxItems');
    } else if (type === 'object') {
      if (schema.additionalProperties === false) continue;
      if (schema.maxProperties === undefined) out.push('free-form object without maxProperties');
      const names = schema.propertyNames;
      if (!isObject(names) || names.maxLength === undefined)
        out.push('free-form object without propertyNames.maxLength');
      for (const extension of FREE_FORM_EXTENSIONS)
        if (schema[extension] === undefined) out.push(`free-form object without ${extension}`);
    }
  }
  return out;
}

/**
 * Walks one request schema; `seen` holds the component refs already checked for this
 * operation (components are cyclic), `component` names the one the node belongs to.
 */
function walk(
  doc: OpenApiDocument,
  schema: unknown,
  path: string,
  component: string | undefined,
  seen: Set<string>,
  report: (path: string, message: string) => void,
): void {
  if (!isObject(schema)) return;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    if (seen.has(ref)) return;
    seen.add(ref);
    const target = resolvePointer(doc, ref);
    if (target === undefined) report(path, `unresolved $ref ${ref}`);
    const name = ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : ref;
    walk(doc, target, path, name, seen, report);
    return;
  }
  const suffix = component ? ` (schema ${component})` : '';
  for (const message of schemaProblems(schema)) report(path, message + suffix);
  const next = (sub: unknown, where: string) => walk(doc, sub, where, component, seen, report);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const sub of branches) next(sub, path);
  }
  if (isObject(schema.properties)) {
    for (const [name, sub] of Object.entries(schema.properties)) next(sub, `${path}.${name}`);
  }
  if (Array.isArray(schema.prefixItems)) {
    schema.prefixItems.forEach((sub, i) => {
      next(sub, `${path}[${i}]`);
    });
  }
  if (isObject(schema.items)) next(schema.items, `${path}[]`);
  if (isObject(schema.additionalProperties)) next(schema.additionalProperties, `${path}{}`);
}

function deref(doc: OpenApiDocument, node: unknown): Json | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++)
    current = resolvePointer(doc, current.$ref);
  return isObject(current) ? current : undefined;
}

/**
 * Every unbounded value a request of the bundled document can carry: its parameters (path,
 * query, header, cookie) and its request body, in every media type.
 */
export function checkRequestLimits(doc: OpenApiDocument): LimitProblem[] {
  const problems: LimitProblem[] = [];
  for (const [route, rawItem] of Object.entries(doc.paths)) {
    const item = deref(doc, rawItem) ?? {};
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const operationId =
        typeof op.operationId === 'string' ? op.operationId : `${method.toUpperCase()} ${route}`;
      const seen = new Set<string>();
      const report = (path: string, message: string) =>
        problems.push({ operationId, path, message });
      const own = Array.isArray(op.parameters) ? op.parameters : [];
      for (const raw of [...shared, ...own]) {
        const parameter = deref(doc, raw);
        if (!parameter) continue;
        const where = `${String(parameter.in)}.${String(parameter.name)}`;
        if (isObject(parameter.content)) {
          for (const media of Object.values(parameter.content))
            if (isObject(media)) walk(doc, media.schema, where, undefined, seen, report);
        } else if (parameter.schema === undefined) {
          report(where, 'parameter without a schema');
        } else {
          walk(doc, parameter.schema, where, undefined, seen, report);
        }
      }
      const body = deref(doc, op.requestBody);
      if (body && isObject(body.content)) {
        for (const media of Object.values(body.content))
          if (isObject(media)) walk(doc, media.schema, 'body', undefined, seen, report);
      }
    }
  }
  return problems;
}

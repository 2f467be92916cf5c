import { routeSchema } from '../http/schemas.ts';
import type { JsonSchema, OperationSpec } from '../http/spec.ts';
import {
  BODY_VALUES,
  type Hostile,
  NULL_VALUE,
  ODD_QUERIES,
  PATH_VALUES,
  QUERY_VALUES,
  RAW_BODIES,
  toJson,
} from './hostile-values.ts';
import type { Random } from './random.ts';
import { type IdFor, propertiesOf, resolve, typeOf, validObject } from './schema-walk.ts';

/** One request of the fuzz run; `kind` says what is hostile in it, for the failure list. */
export interface FuzzRequest {
  operationId: string;
  method: OperationSpec['method'];
  url: string;
  payload?: string | Buffer;
  kind: string;
}

export interface RequestContext {
  random: Random;
  /** A real id (or code, email) for a field or path parameter name, when the store has one. */
  idFor: IdFor;
  /** A real value for the path parameter `name` that follows `segment` in the path. */
  pathValue(segment: string, name: string): string | undefined;
}

/** How many hostile values each field, parameter or query gets beside the ones always sent. */
const SAMPLED = 2;

/**
 * Hostile requests for one operation, made from its route schema: each path parameter,
 * query parameter and body field in turn gets hostile values while the rest of the request
 * stays valid (real ids where known), then whole bodies and query strings are hostile.
 */
export function hostileRequests(spec: OperationSpec, context: RequestContext): FuzzRequest[] {
  const schema = routeSchema(spec) as {
    params?: JsonSchema;
    querystring?: JsonSchema;
    body?: JsonSchema;
  };
  const { random } = context;
  const names = Object.keys(propertiesOf(schema.params ?? {}));
  const real = Object.fromEntries(
    names.map((name) => [name, realPathValue(spec.path, name, context)]),
  );
  const pathWith = (override: Record<string, string> = {}) =>
    spec.path.replace(
      /\{([^}]+)\}/g,
      (_, name: string) => override[name] ?? encodeURIComponent(real[name] ?? 'fuzz_01UNKNOWN'),
    );
  const bodySchema = schema.body ? resolve(schema.body) : undefined;
  const validBody = bodySchema ? toJson(validObject(bodySchema, context.idFor)) : undefined;
  const requests: FuzzRequest[] = [];
  const add = (kind: string, url: string, payload: string | Buffer | undefined = validBody) =>
    requests.push({
      operationId: spec.operationId,
      method: spec.method,
      url,
      ...(payload === undefined ? {} : { payload }),
      kind,
    });

  for (const name of names) {
    for (const hostile of PATH_VALUES) {
      const value = hostile.value.replace('{real}', encodeURIComponent(real[name] ?? 'fuzz'));
      add(`path ${name} = ${hostile.kind}`, pathWith({ [name]: value }));
    }
  }

  const path = pathWith();
  const queryProperties = propertiesOf(schema.querystring ?? {});
  for (const [name, parameter] of Object.entries(queryProperties)) {
    const values = QUERY_VALUES[typeOf(resolve(parameter))] ?? QUERY_VALUES.string ?? [];
    for (const hostile of pickValues(values, random)) {
      add(
        `query ${name} = ${hostile.kind}`,
        `${path}?${encodeURIComponent(name)}=${hostile.value}`,
      );
    }
  }
  for (const hostile of random.sample(ODD_QUERIES, 3)) {
    add(`query ${hostile.kind}`, `${path}?${hostile.value}`);
  }

  if (bodySchema) {
    for (const hostile of RAW_BODIES) add(`body ${hostile.kind}`, path, hostile.value);
    for (const variant of bodyVariants(bodySchema, context)) {
      add(`body.${variant.field} = ${variant.kind}`, path, toJson(variant.body));
    }
  } else if (spec.method !== 'GET') {
    add('an unexpected body', path, '{"fuzz": 1}');
  }
  return requests;
}

/** The first value of a kind list always (NUL, 2^31…), then a seeded sample of the rest. */
function pickValues<T>(values: readonly Hostile<T>[], random: Random): Hostile<T>[] {
  const [first, ...rest] = values;
  return first ? [first, ...random.sample(rest, SAMPLED)] : [];
}

interface BodyVariant {
  field: string;
  kind: string;
  body: unknown;
}

/**
 * Valid bodies with one field made hostile, for the body's fields and those of its object
 * fields and of the first item of its arrays of objects (`items.0.quantity`).
 */
function bodyVariants(schema: JsonSchema, context: RequestContext): BodyVariant[] {
  const base = validObject(schema, context.idFor);
  const variants: BodyVariant[] = [];
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    const resolved = resolve(property);
    const type = typeOf(resolved);
    for (const hostile of [NULL_VALUE, ...pickValues(BODY_VALUES[type] ?? [], context.random)]) {
      variants.push({ field: name, kind: hostile.kind, body: { ...base, [name]: hostile.value } });
    }
    const inner =
      type === 'array'
        ? resolve(resolved.items as JsonSchema)
        : type === 'object'
          ? resolved
          : null;
    if (!inner || typeOf(inner) !== 'object') continue;
    const innerBase = validObject(inner, context.idFor);
    for (const [innerName, innerProperty] of Object.entries(propertiesOf(inner))) {
      const innerType = typeOf(resolve(innerProperty));
      for (const hostile of pickValues(BODY_VALUES[innerType] ?? [], context.random)) {
        const value = { ...innerBase, [innerName]: hostile.value };
        variants.push({
          field: type === 'array' ? `${name}.0.${innerName}` : `${name}.${innerName}`,
          kind: hostile.kind,
          body: { ...base, [name]: type === 'array' ? [value] : value },
        });
      }
    }
  }
  return variants;
}

function realPathValue(path: string, name: string, context: RequestContext): string | undefined {
  const match = new RegExp(`/([^/{}]+)/\\{${name}\\}`).exec(path);
  return context.pathValue(match?.[1] ?? '', name) ?? context.idFor(name);
}

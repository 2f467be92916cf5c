import type { FastifySerializerCompiler } from 'fastify';
import type { JsonSchema } from './spec.ts';

/*
 * Response serialization: the data is projected onto its response schema (declared
 * properties only, so a password hash or token on the object never leaves; required fields
 * checked; Dates as ISO strings), then JSON.stringify'd.
 *
 * Not fast-json-stringify, Fastify's default: its cycle detection (7.3.x,
 * detectRecursiveSchemas) walks every path through the contract's cyclic component graph
 * without memoising, ~4 s per response that reaches Product or Order, and ~200 do. Here each
 * component is compiled once, lazily, and shared by every route.
 */

type Project = (value: unknown, path: string) => unknown;

export class SerializationError extends Error {
  override readonly name = 'SerializationError';
}

function fail(path: string, problem: string): never {
  throw new SerializationError(`${path} ${problem}`);
}

function typesOf(schema: JsonSchema): string[] | undefined {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type as string[];
  return schema.properties ? ['object'] : undefined;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'string';
  return typeof value;
}

function typeAllows(types: string[], value: unknown): boolean {
  const actual = jsonType(value);
  if (actual === 'number') {
    return types.includes('number') || (types.includes('integer') && Number.isInteger(value));
  }
  return types.includes(actual);
}

/**
 * One object schema from the parts of an allOf: the contract uses allOf to add required
 * fields to a component (`allOf: [Store, { required: [feature_flags, …] }]`), which only
 * makes sense checked against the union of the parts' properties.
 */
function mergeAllOf(parts: JsonSchema[]): JsonSchema {
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  let additionalProperties: unknown;
  for (const part of parts) {
    Object.assign(properties, part.properties ?? {});
    for (const key of (part.required ?? []) as string[]) required.add(key);
    additionalProperties ??= part.additionalProperties;
  }
  return { type: 'object', properties, required: [...required], additionalProperties };
}

/** Compiles schemas to projectors, resolving `$ref` to the components by `$id`. */
export function createProjector(components: JsonSchema[]): (schema: JsonSchema) => Project {
  const byId = new Map(components.map((schema) => [schema.$id as string, schema]));
  const projectors = new Map<string, Project>();

  function resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const target = byId.get(ref);
    if (!target) throw new Error(`Unknown schema ${ref}`);
    return resolve(target);
  }

  function reference(id: string): Project {
    let projector = projectors.get(id);
    if (!projector) {
      // Compiled on first use, which is what lets cyclic schemas refer to each other.
      let compiled: Project | undefined;
      projector = (value, path) => {
        compiled ??= compile(resolve({ $ref: id }));
        return compiled(value, path);
      };
      projectors.set(id, projector);
    }
    return projector;
  }

  /** Whether `value` can be the branch of an anyOf/oneOf: type, consts, required keys. */
  function matches(schema: JsonSchema, value: unknown): boolean {
    const target = resolve(schema);
    const branches = (target.anyOf ?? target.oneOf) as JsonSchema[] | undefined;
    if (branches) return branches.some((branch) => matches(branch, value));
    if (target.allOf) return (target.allOf as JsonSchema[]).every((part) => matches(part, value));
    if ('const' in target && target.const !== value) return false;
    if (Array.isArray(target.enum) && !target.enum.includes(value)) return false;
    const types = typesOf(target);
    if (types && !typeAllows(types, value)) return false;
    if (jsonType(value) !== 'object') return true;
    const object = value as Record<string, unknown>;
    const required = (target.required ?? []) as string[];
    if (required.some((key) => object[key] === undefined)) return false;
    const properties = (target.properties ?? {}) as Record<string, JsonSchema>;
    return Object.entries(properties).every(([key, property]) => {
      const resolved = resolve(property);
      const fixed = 'const' in resolved || Array.isArray(resolved.enum);
      return !fixed || object[key] === undefined || matches(resolved, object[key]);
    });
  }

  function compileObject(schema: JsonSchema, nullable: boolean): Project {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(
      ([key, property]) => [key, compile(property)] as const,
    );
    const declared = new Set(properties.map(([key]) => key));
    const required = (schema.required ?? []) as string[];
    const additional = schema.additionalProperties;
    const extra: Project | undefined =
      additional === true
        ? (value) => value
        : additional && typeof additional === 'object'
          ? compile(additional as JsonSchema)
          : undefined;
    return (value, path) => {
      if (value === null && nullable) return null;
      if (jsonType(value) !== 'object') fail(path, 'must be an object');
      const input = value as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      for (const [key, project] of properties) {
        if (input[key] !== undefined) output[key] = project(input[key], `${path}.${key}`);
      }
      for (const key of required) {
        if (output[key] === undefined) fail(`${path}.${key}`, 'is required');
      }
      if (extra) {
        for (const key of Object.keys(input)) {
          if (!declared.has(key) && input[key] !== undefined) {
            output[key] = extra(input[key], `${path}.${key}`);
          }
        }
      }
      return output;
    };
  }

  function compile(schema: JsonSchema): Project {
    if (typeof schema.$ref === 'string') return reference(schema.$ref);
    const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (branches) {
      const compiled = branches.map((branch) => [branch, compile(branch)] as const);
      return (value, path) => {
        const match = compiled.find(([branch]) => matches(branch, value));
        if (!match) return fail(path, 'matches none of the schemas it may take');
        return match[1](value, path);
      };
    }
    if (schema.allOf) return compile(mergeAllOf((schema.allOf as JsonSchema[]).map(resolve)));
    const types = typesOf(schema);
    const nullable = types?.includes('null') ?? false;
    if (types?.includes('object')) return compileObject(schema, nullable);
    if (types?.includes('array')) {
      const items = schema.items ? compile(schema.items as JsonSchema) : (value: unknown) => value;
      return (value, path) => {
        if (value === null && nullable) return null;
        if (!Array.isArray(value)) return fail(path, 'must be an array');
        return value.map((item, index) => items(item, `${path}[${index}]`));
      };
    }
    if (!types) return (value) => value;
    return (value, path) => {
      if (!typeAllows(types, value)) fail(path, `must be ${types.join(' or ')}`);
      return value instanceof Date ? value.toISOString() : value;
    };
  }

  return compile;
}

/** Fastify's serializer compiler for the response schemas of the contract. */
export function serializerCompiler(components: JsonSchema[]): FastifySerializerCompiler<unknown> {
  const compile = createProjector(components);
  return ({ schema }) => {
    const project = compile(schema as JsonSchema);
    return (data) => JSON.stringify(project(data, 'response'));
  };
}

import type { FastifySerializerCompiler } from 'fastify';
import { ShapedAnswer } from './expand.ts';
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

/** Projects a value onto a schema; `path` names the value in an error message. */
type Project = (value: unknown, path: string) => unknown;
/** The inner form: paths are only built when something fails (see `within`). */
type Step = (value: unknown) => unknown;

export class SerializationError extends Error {
  override readonly name = 'SerializationError';
  /** Where in the value, innermost last, e.g. `['.variants', '[0]', '.id']`. */
  readonly segments: string[] = [];
  constructor(readonly problem: string) {
    super(problem);
  }
}

function fail(problem: string): never {
  throw new SerializationError(problem);
}

/**
 * Adds a path segment to an error passing through. Building `${path}.${key}` for every
 * value up front cost more than the projection itself on a 20-product page.
 */
function within(error: unknown, segment: string): unknown {
  if (error instanceof SerializationError) error.segments.unshift(segment);
  return error;
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
  const steps = new Map<string, Step>();

  function resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const target = byId.get(ref);
    if (!target) throw new Error(`Unknown schema ${ref}`);
    return resolve(target);
  }

  function reference(id: string): Step {
    let step = steps.get(id);
    if (!step) {
      // Compiled on first use, which is what lets cyclic schemas refer to each other.
      let compiled: Step | undefined;
      step = (value) => {
        compiled ??= compile(resolve({ $ref: id }));
        return compiled(value);
      };
      steps.set(id, step);
    }
    return step;
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

  function isNullType(schema: JsonSchema): boolean {
    const target = resolve(schema);
    return (
      target.type === 'null' ||
      (Array.isArray(target.type) && target.type.length === 1 && target.type[0] === 'null')
    );
  }

  function compileBranches(branches: JsonSchema[]): Step {
    const others = branches.filter((branch) => !isNullType(branch));
    const nullable = others.length < branches.length;
    const [only] = others;
    // The contract's usual shape, `anyOf: [$ref X, null]`: no matching needed, X's own
    // projector checks the value.
    if (others.length === 1 && only) {
      const step = compile(only);
      return (value) => (value === null && nullable ? null : step(value));
    }
    const compiled = branches.map((branch) => [branch, compile(branch)] as const);
    return (value) => {
      const match = compiled.find(([branch]) => matches(branch, value));
      if (!match) return fail('matches none of the schemas it may take');
      return match[1](value);
    };
  }

  function compileObject(schema: JsonSchema, nullable: boolean): Step {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(
      ([key, property]) => [key, compile(property), `.${key}`] as const,
    );
    const declared = new Set(properties.map(([key]) => key));
    const required = (schema.required ?? []) as string[];
    const additional = schema.additionalProperties;
    const extra: Step | undefined =
      additional === true
        ? (value) => value
        : additional && typeof additional === 'object'
          ? compile(additional as JsonSchema)
          : undefined;
    return (value) => {
      if (value === null && nullable) return null;
      if (jsonType(value) !== 'object') fail('must be an object');
      const input = value as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      for (const [key, step, segment] of properties) {
        const field = input[key];
        if (field === undefined) continue;
        try {
          output[key] = step(field);
        } catch (error) {
          throw within(error, segment);
        }
      }
      for (const key of required) {
        if (output[key] === undefined)
          throw within(new SerializationError('is required'), `.${key}`);
      }
      if (extra) {
        for (const key of Object.keys(input)) {
          if (declared.has(key) || input[key] === undefined) continue;
          try {
            output[key] = extra(input[key]);
          } catch (error) {
            throw within(error, `.${key}`);
          }
        }
      }
      return output;
    };
  }

  function compile(schema: JsonSchema): Step {
    if (typeof schema.$ref === 'string') return reference(schema.$ref);
    const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (branches) return compileBranches(branches);
    if (schema.allOf) return compile(mergeAllOf((schema.allOf as JsonSchema[]).map(resolve)));
    const types = typesOf(schema);
    const nullable = types?.includes('null') ?? false;
    if (types?.includes('object')) return compileObject(schema, nullable);
    if (types?.includes('array')) {
      const items: Step = schema.items ? compile(schema.items as JsonSchema) : (value) => value;
      return (value) => {
        if (value === null && nullable) return null;
        if (!Array.isArray(value)) return fail('must be an array');
        const output = new Array(value.length);
        for (let index = 0; index < value.length; index++) {
          try {
            output[index] = items(value[index]);
          } catch (error) {
            throw within(error, `[${index}]`);
          }
        }
        return output;
      };
    }
    if (!types) return (value) => value;
    const expected = `must be ${types.join(' or ')}`;
    return (value) => {
      if (!typeAllows(types, value)) fail(expected);
      return value instanceof Date ? value.toISOString() : value;
    };
  }

  return (schema) => {
    const step = compile(schema);
    return (value, path) => {
      try {
        return step(value);
      } catch (error) {
        if (!(error instanceof SerializationError)) throw error;
        const located = new SerializationError(error.problem);
        located.message = `${path}${error.segments.join('')} ${error.problem}`;
        throw located;
      }
    };
  };
}

/** Fastify's serializer compiler for the response schemas of the contract. */
export function serializerCompiler(components: JsonSchema[]): FastifySerializerCompiler<unknown> {
  const compile = createProjector(components);
  return ({ schema }) => {
    // Compiled on the route's first answer, not when the route is added (as the validators).
    let project: Project | undefined;
    return (data) => {
      project ??= compile(schema as JsonSchema);
      // `expand`/`fields` (http/expand.ts): pruned on the projection's own objects.
      if (data instanceof ShapedAnswer) {
        const projected = project(data.data, 'response');
        data.prune(projected);
        return JSON.stringify(projected);
      }
      return JSON.stringify(project(data, 'response'));
    };
  };
}

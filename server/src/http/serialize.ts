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

/**
 * Whether a value is of one of JSON Schema's `types` (a Date counts as a string, an integral
 * number as an integer), with the types looked up once, not at each value (issue 29: every
 * field of every answer is checked).
 */
function typeCheck(types: string[]): (value: unknown) => boolean {
  const allows = new Set(types);
  const string = allows.has('string');
  const number = allows.has('number');
  const integer = allows.has('integer');
  const boolean = allows.has('boolean');
  const nullable = allows.has('null');
  const array = allows.has('array');
  const object = allows.has('object');
  return (value) => {
    switch (typeof value) {
      case 'string':
        return string;
      case 'number':
        return number || (integer && Number.isInteger(value));
      case 'boolean':
        return boolean;
      case 'object':
        if (value === null) return nullable;
        if (Array.isArray(value)) return array;
        return value instanceof Date ? string : object;
      default:
        return false;
    }
  };
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

/**
 * The projector of one object schema, written as code of its own (issue 29, eleventh pass):
 * a loop over the declared keys shared by every schema read and wrote each key through one
 * site, which V8 can only serve with its slowest, megamorphic property access (about 4 % of
 * the server's busy time in a checkout's profile). Here each key is a literal at a site of
 * its own, and the answer's objects of one schema all take one shape, which JSON.stringify
 * also goes through faster: a cart's answer projected in 3.4–4.0 µs instead of 20,
 * 21–22 µs instead of 41 with its JSON (server/README.md, "Cart changes and checkout", eleventh
 * pass). The keys are the contract's, written as JSON string literals.
 */
function objectProjector(
  keys: string[],
  steps: Step[],
  required: string[],
  extra: Step | undefined,
  nullable: boolean,
): Step {
  const literal = (key: string) => JSON.stringify(key);
  const body = [
    ...steps.map((_, index) => `const s${index} = steps[${index}];`),
    'return function project(value) {',
    '  if (value === null && nullable) return null;',
    "  if (jsonType(value) !== 'object') fail('must be an object');",
    '  const output = {};',
    '  let at = 0;',
    '  let field;',
    '  try {',
    ...keys.map(
      (key, index) =>
        `    at = ${index}; field = value[${literal(key)}]; if (field !== undefined) output[${literal(key)}] = s${index}(field);`,
    ),
    '  } catch (error) {',
    '    throw within(error, segments[at]);',
    '  }',
    ...required.map(
      (key) =>
        `  if (output[${literal(key)}] === undefined) throw within(new SerializationError('is required'), ${literal(`.${key}`)});`,
    ),
    '  if (extra !== undefined) projectExtra(value, output, declared, extra);',
    '  return output;',
    '};',
  ].join('\n');
  const factory = new Function(
    'steps',
    'segments',
    'declared',
    'extra',
    'nullable',
    'jsonType',
    'fail',
    'within',
    'SerializationError',
    'projectExtra',
    body,
  );
  return factory(
    steps,
    keys.map((key) => `.${key}`),
    new Set(keys),
    extra,
    nullable,
    jsonType,
    fail,
    within,
    SerializationError,
    projectExtra,
  ) as Step;
}

/** The undeclared fields an object schema's `additionalProperties` lets through. */
function projectExtra(
  input: Record<string, unknown>,
  output: Record<string, unknown>,
  declared: Set<string>,
  extra: Step,
): void {
  for (const key of Object.keys(input)) {
    if (declared.has(key) || input[key] === undefined) continue;
    try {
      output[key] = extra(input[key]);
    } catch (error) {
      throw within(error, `.${key}`);
    }
  }
}

/** A string, number, boolean or null field (objects and arrays have their own steps). */
function primitiveStep(types: string[]): Step {
  const allowed = typeCheck(types);
  const expected = `must be ${types.join(' or ')}`;
  return (value) => {
    if (!allowed(value)) return fail(expected);
    return value instanceof Date ? value.toISOString() : value;
  };
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
    if (types && !typeCheck(types)(value)) return false;
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
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
    const steps = properties.map(([, property]) => compile(property));
    const required = (schema.required ?? []) as string[];
    const additional = schema.additionalProperties;
    const extra: Step | undefined =
      additional === true
        ? (value) => value
        : additional && typeof additional === 'object'
          ? compile(additional as JsonSchema)
          : undefined;
    return objectProjector(
      properties.map(([key]) => key),
      steps,
      required,
      extra,
      nullable,
    );
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
    return primitiveStep(types);
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

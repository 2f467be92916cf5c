import type { preHandlerAsyncHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import { namesOf } from '../db/list-query.ts';
import { echoed, errors } from '../errors.ts';
import type { JsonSchema, OperationSpec, ParameterObject, SpecDocument } from './spec.ts';
import { loadSpec } from './spec.ts';

/*
 * `expand` and `fields` (issue 25, item 2), as Medusa v1 serves them, for every operation
 * that declares them. The relations a resource has come from its response schema: a property
 * whose value is a component object (or a list of them) is a relation, any other property a
 * column. Each operation names its default relations in the contract (`x-default-relations`);
 * `expand` adds to them, `fields` narrows the resource's columns (`id` is always kept).
 *
 * The answer is pruned after its projection onto the response schema (http/serialize.ts), on
 * the projector's fresh objects, never on what a handler returned: those may be shared (a
 * loaded region, a cached read). Only when a parameter is present: the defaults are what the
 * handlers answer today, so an answer without parameters is left as it is, at no cost.
 */

/** At most this many comma-separated paths in `expand` or names in `fields`. */
export const MAX_EXPAND_PATHS = 50;
/** At most this many segments in one dotted path (`items.variant.product` is 3). */
export const MAX_EXPAND_DEPTH = 5;

const SCHEMA_REF = '#/components/schemas/';

/** A tree of relation names: what is kept at each level of the answer. */
export type RelationTree = Map<string, RelationTree>;

/** A resource type as the answer holds it: its relations (to other components) and columns. */
interface Resource {
  name: string;
  relations: Map<string, string>;
  columns: Set<string>;
}

/** What one request asks to keep; undefined when the answer stays as the handler made it. */
export interface Shape {
  relations: RelationTree;
  /** The columns kept on the resource itself (with `id`), when `fields` was given. */
  fields?: Set<string>;
}

/** How an operation's answers are shaped: its envelope's resources and its defaults. */
export interface OperationShape {
  /** Envelope property (`order`, `orders`) -> its resource's component name. */
  envelope: Map<string, string>;
  defaults: string[];
  expand: boolean;
  fields: boolean;
}

function resolveRef(document: SpecDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) return schema;
  const target = document.components.schemas[ref.slice(SCHEMA_REF.length)];
  if (!target) throw new Error(`Unknown schema ${ref}`);
  return target;
}

/** The properties of an object schema, allOf parts merged. */
function propertiesOf(document: SpecDocument, schema: JsonSchema): Record<string, JsonSchema> {
  const target = resolveRef(document, schema);
  const own = (target.properties ?? {}) as Record<string, JsonSchema>;
  const parts = (target.allOf ?? []) as JsonSchema[];
  return Object.assign({}, ...parts.map((part) => propertiesOf(document, part)), own);
}

/**
 * The component a property relates to, or undefined for a column: a `$ref` to a component
 * with properties, possibly nullable (`anyOf: [X, null]`) or in a list. `metadata` and other
 * free-form objects have no properties: columns.
 */
export function relationTarget(document: SpecDocument, schema: JsonSchema): string | undefined {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF)) {
    const name = ref.slice(SCHEMA_REF.length);
    return Object.keys(propertiesOf(document, schema)).length > 0 ? name : undefined;
  }
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const others = branches.filter((branch) => branch.type !== 'null');
    return others.length === 1 && others[0] ? relationTarget(document, others[0]) : undefined;
  }
  // `allOf: [Store, { required: [...] }]`: the component the parts add to.
  const parts = schema.allOf as JsonSchema[] | undefined;
  const base = parts?.find((part) => typeof part.$ref === 'string');
  if (base) return relationTarget(document, base);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array') && schema.items)
    return relationTarget(document, schema.items as JsonSchema);
  return undefined;
}

const resources = new WeakMap<SpecDocument, Map<string, Resource>>();

/** A component's relations and columns, worked out once per document. */
export function resourceOf(document: SpecDocument, name: string): Resource {
  let known = resources.get(document);
  if (!known) {
    known = new Map();
    resources.set(document, known);
  }
  let resource = known.get(name);
  if (!resource) {
    const relations = new Map<string, string>();
    const columns = new Set<string>();
    const properties = propertiesOf(document, { $ref: `${SCHEMA_REF}${name}` });
    for (const [key, property] of Object.entries(properties)) {
      const target = relationTarget(document, property);
      if (target) relations.set(key, target);
      else columns.add(key);
    }
    resource = { name, relations, columns };
    known.set(name, resource);
  }
  return resource;
}

function parameterName(document: SpecDocument, parameter: unknown): string | undefined {
  const ref = (parameter as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? '';
    return document.components.parameters?.[name]?.name;
  }
  return (parameter as ParameterObject).name;
}

/** The resources an operation's 200 answer carries at its top: `{ order }`, `{ orders, … }`. */
export function envelopeOf(document: SpecDocument, spec: OperationSpec): Map<string, string> {
  const envelope = new Map<string, string>();
  const success = spec.operation.responses['200'] as
    | { content?: Record<string, { schema?: JsonSchema }> }
    | undefined;
  const schema = success?.content?.['application/json']?.schema;
  if (!schema) return envelope;
  for (const [key, property] of Object.entries(propertiesOf(document, schema))) {
    const target = relationTarget(document, property);
    if (target) envelope.set(key, target);
  }
  return envelope;
}

/** Whether every segment of a dotted path is a relation at its level; the first that is not. */
export function unknownSegment(
  document: SpecDocument,
  resource: string,
  path: string,
): string | undefined {
  let current = resource;
  for (const segment of path.split('.')) {
    const next = resourceOf(document, current).relations.get(segment);
    if (!next) return `${segment} (of ${current})`;
    current = next;
  }
  return undefined;
}

const shapes = new Map<string, OperationShape | null>();

/** The operation's shape, or null when it declares neither `expand` nor `fields`. */
export function operationShape(spec: OperationSpec): OperationShape | null {
  const key = `${spec.api} ${spec.operationId}`;
  const known = shapes.get(key);
  if (known !== undefined) return known;
  const document = loadSpec(spec.api);
  const names = new Set(
    (spec.operation.parameters ?? []).map((parameter) => parameterName(document, parameter)),
  );
  const expand = names.has('expand');
  const fields = names.has('fields');
  const envelope = envelopeOf(document, spec);
  const shape =
    (expand || fields) && envelope.size > 0
      ? {
          envelope,
          defaults: (spec.operation['x-default-relations'] as string[] | undefined) ?? [],
          expand,
          fields,
        }
      : null;
  shapes.set(key, shape);
  return shape;
}

/** The comma-separated names of a parameter, bounded. */
function listOf(parameter: string, value: string | readonly string[] | undefined): string[] {
  const names = namesOf(value);
  if (names.length > MAX_EXPAND_PATHS)
    throw errors.invalidData(`query.${parameter} names more than ${MAX_EXPAND_PATHS} paths`);
  return names;
}

function addPath(tree: RelationTree, path: string): void {
  let level = tree;
  for (const segment of path.split('.')) {
    let next = level.get(segment);
    if (!next) {
      next = new Map();
      level.set(segment, next);
    }
    level = next;
  }
}

/**
 * What a request asks of an operation's answer, checked against its response schema: an
 * unknown relation or column is a 400 naming it. Undefined: nothing to prune.
 */
export function requestShape(
  spec: OperationSpec,
  shape: OperationShape,
  query: { expand?: string | string[]; fields?: string | string[] },
): Shape | undefined {
  const expand = shape.expand ? listOf('expand', query.expand) : [];
  const fields = shape.fields ? listOf('fields', query.fields) : [];
  // The defaults are what the handlers answer: nothing to prune without a parameter.
  if (expand.length === 0 && fields.length === 0) return undefined;
  const document = loadSpec(spec.api);
  const relations: RelationTree = new Map();
  for (const path of shape.defaults) addPath(relations, path);
  for (const path of expand) {
    if (path.split('.').length > MAX_EXPAND_DEPTH)
      throw errors.invalidData(`query.expand: ${echoed(path)} is deeper than ${MAX_EXPAND_DEPTH}`);
    for (const resource of new Set(shape.envelope.values())) {
      const unknown = unknownSegment(document, resource, path);
      if (unknown)
        throw errors.invalidData(
          `query.expand: unknown relation ${echoed(unknown)}`,
          'unknown_relation',
        );
    }
    addPath(relations, path);
  }
  if (fields.length === 0) return { relations };
  for (const name of fields) {
    for (const resource of new Set(shape.envelope.values())) {
      if (!resourceOf(document, resource).columns.has(name))
        throw errors.invalidData(
          `query.fields: unknown field ${echoed(name)} (of ${resource})`,
          'unknown_field',
        );
    }
  }
  return { relations, fields: new Set(['id', ...fields]) };
}

/** Leaves out of a projected resource the relations the tree does not hold, and columns. */
function pruneResource(
  document: SpecDocument,
  value: unknown,
  resourceName: string,
  tree: RelationTree,
  fields: Set<string> | undefined,
): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) pruneResource(document, item, resourceName, tree, fields);
    return;
  }
  const record = value as Record<string, unknown>;
  const resource = resourceOf(document, resourceName);
  for (const [key, target] of resource.relations) {
    if (!(key in record)) continue;
    const subtree = tree.get(key);
    if (subtree) pruneResource(document, record[key], target, subtree, undefined);
    else delete record[key];
  }
  if (!fields) return;
  for (const key of resource.columns) {
    if (key in record && !fields.has(key)) delete record[key];
  }
}

/** Prunes a projected answer (fresh objects of the serializer) in place. */
export function pruneAnswer(
  spec: OperationSpec,
  shape: OperationShape,
  request: Shape,
  answer: unknown,
): void {
  if (!answer || typeof answer !== 'object') return;
  const document = loadSpec(spec.api);
  const envelope = answer as Record<string, unknown>;
  for (const [key, resource] of shape.envelope) {
    pruneResource(document, envelope[key], resource, request.relations, request.fields);
  }
}

/** A 200 answer with what to prune from it once projected (http/serialize.ts unwraps it). */
export class ShapedAnswer {
  constructor(
    readonly data: unknown,
    readonly prune: (projected: unknown) => void,
  ) {}
}

declare module 'fastify' {
  interface FastifyRequest {
    answerShape?: Shape;
  }
}

/**
 * The hooks of an operation that declares `expand` or `fields`: the parameters are checked
 * before the handler runs (a 400 costs no reads), and a successful answer is handed to the
 * serializer with what to prune. None when the operation declares neither.
 */
export function shapeHooks(spec: OperationSpec):
  | {
      preHandler: preHandlerAsyncHookHandler;
      preSerialization: preSerializationAsyncHookHandler<unknown>;
    }
  | undefined {
  const shape = operationShape(spec);
  if (!shape) return undefined;
  return {
    preHandler: async (request) => {
      const shaped = requestShape(
        spec,
        shape,
        request.query as { expand?: string | string[]; fields?: string | string[] },
      );
      if (shaped) request.answerShape = shaped;
    },
    preSerialization: async (request, reply, payload) => {
      const shaped = request.answerShape;
      if (!shaped || reply.statusCode !== 200) return payload;
      return new ShapedAnswer(payload, (projected) => pruneAnswer(spec, shape, shaped, projected));
    },
  };
}

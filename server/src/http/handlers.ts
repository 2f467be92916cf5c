import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, Operations } from '../contract.ts';

/*
 * Handler types derived from the generated `operations` map, so that a handler's request
 * and result follow the contract: a renamed field or a missing one is a type error. The
 * names match generated/src/gen/<api>/operations.ts (XPathParams, XQuery, XBody, XData).
 */

type Operation<K extends OperationId> = Operations[K];
type Part<K extends OperationId, P extends 'path' | 'query' | 'header'> = NonNullable<
  Operation<K>['parameters'][P]
>;
/** `never` (no such part) becomes an empty object, which is what Fastify hands over. */
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

export type PathParams<K extends OperationId> = OrEmpty<Part<K, 'path'>>;
export type Query<K extends OperationId> = OrEmpty<Part<K, 'query'>>;
/** Declared headers only add to the request's headers; without any, they stay as they are. */
export type Headers<K extends OperationId> = [Part<K, 'header'>] extends [never]
  ? unknown
  : Part<K, 'header'>;

type JsonContent<T> = T extends { content: { 'application/json': infer C } } ? C : undefined;
export type Body<K extends OperationId> = JsonContent<NonNullable<Operation<K>['requestBody']>>;

/** The 200 body; operations that answer 204 resolve to nothing. */
export type Data<K extends OperationId> = Operation<K>['responses'] extends {
  200: { content: { 'application/json': infer D } };
}
  ? D
  : undefined;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>;
  Querystring: Query<K>;
  Body: Body<K>;
  Headers: Headers<K>;
}>;

/**
 * One operation's handler. It returns the success body; Fastify serializes it through the
 * response schema. Failures are thrown (`errors.notFound(...)`), never returned.
 */
export type Handler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<Data<K>>;

/** A resource's handlers: `export const storeHandlers = { ... } satisfies Handlers`. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** Every operation's handler: the server's map is total, so a missing one fails typecheck. */
export type AllHandlers = { [K in OperationId]: Handler<K> };

type Merged<T extends readonly object[]> = T extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

/** The operation ids that two groups of `T` both handle. */
type HandledTwice<T extends readonly object[], Seen = never> = T extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? (keyof First & Seen) | HandledTwice<Rest, Seen | keyof First>
  : never;

/**
 * The resources' handler groups as one map. An operation handled by two groups is a type
 * error naming it (a spread would let the later one win silently).
 */
export function mergeHandlers<const T extends readonly Handlers[]>(
  ...groups: T & ([HandledTwice<T>] extends [never] ? unknown : { handledTwice: HandledTwice<T> })
): Merged<T> {
  return Object.assign({}, ...groups);
}

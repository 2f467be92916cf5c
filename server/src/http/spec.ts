import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OperationPermission } from '@commerce/client/permissions';

/*
 * The bundled contract (openapi/ -> generated/src/gen/spec/) and an index of its operations.
 * The JSON is read at run time rather than imported so that `tsc` does not infer a type for
 * two large documents; the types of requests and responses come from generated/ instead.
 */

export type Api = 'admin' | 'store';
export const APIS: readonly Api[] = ['admin', 'store'];

export type JsonSchema = { [keyword: string]: unknown };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
type Ref = { $ref: string };

export interface OperationObject {
  operationId: string;
  'x-permission'?: OperationPermission;
  'x-permission-self'?: string;
  /** The relations answered without `expand` (http/expand.ts). */
  'x-default-relations'?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<ParameterObject | Ref>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | Ref>;
}

export interface SpecDocument {
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  };
}

/**
 * What a staff user needs to call an admin operation: its `x-permission`, and the path
 * parameter of `x-permission-self` (a user may act on their own record without it).
 */
export interface AccessRule {
  permission: OperationPermission;
  self: string | null;
}

/** Whether credentials are needed, which schemes may carry them, and what they must allow. */
export interface AuthPolicy {
  required: boolean;
  schemes: string[];
  /** Admin operations only; the store's operations are open to every customer. */
  access: AccessRule | null;
}

export interface OperationSpec {
  api: Api;
  operationId: string;
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  /** The OpenAPI path, e.g. `/admin/products/{id}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/admin/products/:id`. */
  url: string;
  auth: AuthPolicy;
  operation: OperationObject;
}

const METHODS = ['get', 'post', 'delete', 'put', 'patch'] as const;
const require = createRequire(import.meta.url);
const documents = new Map<Api, SpecDocument>();

export function loadSpec(api: Api): SpecDocument {
  let document = documents.get(api);
  if (!document) {
    const file = require.resolve(`@commerce/client/spec/${api}.json`);
    document = JSON.parse(readFileSync(file, 'utf8')) as SpecDocument;
    documents.set(api, document);
  }
  return document;
}

let index: OperationSpec[] | undefined;

/** Every operation of both APIs, in the order of the documents. */
export function specOperations(): OperationSpec[] {
  index ??= APIS.flatMap((api) => {
    const document = loadSpec(api);
    return Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => {
        const operation = item[method] as OperationObject;
        return {
          api,
          operationId: operation.operationId,
          method: method.toUpperCase() as OperationSpec['method'],
          path,
          url: path.replace(/\{([^}]+)\}/g, ':$1'),
          auth: authPolicy(operation.security ?? document.security, accessRule(operation)),
          operation,
        };
      }),
    );
  });
  return index;
}

/**
 * OpenAPI 3.1 security: a list of alternatives, any one of which suffices. An empty list or
 * an empty alternative (`{}`) means the operation also runs without credentials.
 */
export function authPolicy(
  security: Array<Record<string, string[]>> | undefined,
  access: AccessRule | null = null,
): AuthPolicy {
  const alternatives = security ?? [];
  const required =
    alternatives.length > 0 && alternatives.every((item) => Object.keys(item).length > 0);
  const schemes = [...new Set(alternatives.flatMap((item) => Object.keys(item)))];
  return { required, schemes, access };
}

/** The operation's `x-permission` rule (scripts/src/codegen/permissions.ts checks them all). */
function accessRule(operation: OperationObject): AccessRule | null {
  const permission = operation['x-permission'];
  if (!permission) return null;
  return { permission, self: operation['x-permission-self'] ?? null };
}

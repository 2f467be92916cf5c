import type { Domain, OpenApiDocument } from './bundle.ts';

export const HTTP_METHODS = ['get', 'post', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What the generators need to know about one operation of the contract. */
export interface Operation {
  domain: Domain;
  method: HttpMethod;
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  /** Path parameter names in the order they appear in the path. */
  pathParams: string[];
  queryParams: string[];
  body: { mediaType: 'application/json' | 'multipart/form-data'; required: boolean } | null;
  /** The 2xx status whose JSON is the result, or null when the success has no body. */
  success: { status: string; json: boolean };
  /** A list with offset/limit paging and a count: gets an infinite variant. */
  paged: boolean;
  /** Extra tags this mutation refreshes (`x-invalidates`). */
  invalidates: string[];
  /** The top-level keys of the success JSON object, e.g. ["cart"]. */
  resultKeys: string[];
}

type Json = Record<string, unknown>;

function deref(doc: OpenApiDocument, node: unknown): Json {
  let current = node as Json | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`external $ref left in bundle: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, key) => (acc as Json | undefined)?.[key], doc) as Json | undefined;
  }
  return current ?? {};
}

/** Lists every operation of a bundled document, failing on what codegen cannot name. */
export function readOperations(domain: Domain, doc: OpenApiDocument): Operation[] {
  const knownTags = new Set((doc.tags ?? []).map((t) => t.name));
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = deref(doc, rawItem);
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const operationId = op.operationId;
      if (
        typeof operationId !== 'string' ||
        !/^(Admin|Store)[A-Z][A-Za-z0-9]*$/.test(operationId)
      ) {
        throw new Error(`${where}: missing or malformed operationId`);
      }
      const tags = (op.tags as string[] | undefined) ?? [];
      if (tags.length !== 1 || !knownTags.has(tags[0] as string)) {
        throw new Error(`${where}: needs exactly one declared tag, has ${JSON.stringify(tags)}`);
      }
      const params = [
        ...((item.parameters as unknown[]) ?? []),
        ...((op.parameters as unknown[]) ?? []),
      ].map((p) => deref(doc, p));
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
      const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name as string);
      const clash = queryParams.find((q) => pathParams.includes(q));
      if (clash) throw new Error(`${where}: query parameter "${clash}" shadows a path parameter`);

      const requestBody = op.requestBody ? deref(doc, op.requestBody) : null;
      const content = (requestBody?.content ?? {}) as Json;
      const bodyMediaType =
        'application/json' in content
          ? 'application/json'
          : 'multipart/form-data' in content
            ? 'multipart/form-data'
            : null;

      const responses = op.responses as Json;
      const successStatus = Object.keys(responses).find((s) => /^2\d\d$/.test(s));
      if (!successStatus) throw new Error(`${where}: no 2xx response`);
      const successContent = (deref(doc, responses[successStatus]).content ?? {}) as Json;
      const successSchema = (successContent['application/json'] as Json | undefined)?.schema;
      const resolvedSuccess = successSchema ? deref(doc, successSchema) : {};
      const resultKeys = Object.keys((resolvedSuccess.properties as Json | undefined) ?? {});

      const invalidates = (op['x-invalidates'] as string[] | undefined) ?? [];
      for (const tag of invalidates) {
        if (!knownTags.has(tag))
          throw new Error(`${where}: x-invalidates names unknown tag "${tag}"`);
      }

      operations.push({
        domain,
        method,
        path,
        operationId,
        tag: tags[0] as string,
        summary: String(op.summary ?? ''),
        pathParams,
        queryParams,
        body: bodyMediaType
          ? { mediaType: bodyMediaType, required: requestBody?.required === true }
          : null,
        success: { status: successStatus, json: Boolean(successSchema) },
        paged:
          method === 'get' &&
          queryParams.includes('limit') &&
          queryParams.includes('offset') &&
          resultKeys.includes('count'),
        invalidates,
        resultKeys,
      });
    }
  }
  const seen = new Map<string, string>();
  for (const op of operations) {
    const earlier = seen.get(op.operationId);
    if (earlier)
      throw new Error(
        `duplicate operationId ${op.operationId}: ${earlier} and ${op.method} ${op.path}`,
      );
    seen.set(op.operationId, `${op.method} ${op.path}`);
  }
  return operations.sort(
    (a, b) =>
      a.tag.localeCompare(b.tag) ||
      a.path.localeCompare(b.path) ||
      HTTP_METHODS.indexOf(a.method) - HTTP_METHODS.indexOf(b.method),
  );
}

/**
 * `codegen --spec <file or URL>`: one bundled OpenAPI document of a backend (JSON or YAML),
 * instead of openapi/'s two. A backend serves admin and store in one document, so it is
 * split by path: paths under /admin make the admin document, paths under /store the store
 * document; any other path is refused, since the client would silently lack it. Each keeps
 * the tags, the components (by $ref) and the security schemes its own operations use, as
 * openapi/'s two documents hold exactly those: one API's types never appear in the other's.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import YAML from 'yaml';
import { DOMAINS, type Domain, type OpenApiDocument } from './bundle.ts';

/** The contract today is about 1.5 MB as JSON; a document far beyond that is not a spec. */
export const MAX_SPEC_BYTES = 20 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 30_000;

/** Reads a URL's body, refusing other schemes, a slow server and an oversized answer. */
async function fetchText(url: URL, timeoutMs: number): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--spec takes a file or an http(s) URL, not ${url.protocol} (${url.href})`);
  }
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    throw new Error(`fetching ${url.href} ${reason} after ${timeoutMs} ms or less ${cause}`.trim());
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`fetching ${url.href} answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_SPEC_BYTES) {
    await response.body?.cancel();
    throw new Error(`${url.href} is ${declared} bytes, over the ${MAX_SPEC_BYTES}-byte limit`);
  }
  // Counted as it arrives: a server may send no length, or a wrong one.
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_SPEC_BYTES) {
      throw new Error(`${url.href} sent over the ${MAX_SPEC_BYTES}-byte limit`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function readLocal(path: string): string {
  const file = resolve(path);
  const size = statSync(file).size;
  if (size > MAX_SPEC_BYTES) {
    throw new Error(`${file} is ${size} bytes, over the ${MAX_SPEC_BYTES}-byte limit`);
  }
  return readFileSync(file, 'utf8');
}

/** A URL when `source` names a scheme (two letters or more, so C:\ stays a path). */
function asUrl(source: string): URL | null {
  return /^[a-z][a-z0-9+.-]+:/i.test(source) ? new URL(source) : null;
}

/** The document at `source`, parsed (YAML is a superset of JSON, so one parser reads both). */
export async function loadSpec(
  source: string,
  timeoutMs = FETCH_TIMEOUT_MS,
): Promise<OpenApiDocument> {
  const url = asUrl(source);
  const text = url ? await fetchText(url, timeoutMs) : readLocal(source);
  let doc: unknown;
  try {
    doc = YAML.parse(text, { maxAliasCount: 1000 });
  } catch (error) {
    throw new Error(`${source} is neither JSON nor YAML: ${(error as Error).message}`);
  }
  const candidate = doc as Partial<OpenApiDocument> | null;
  if (
    typeof candidate?.openapi !== 'string' ||
    typeof candidate.paths !== 'object' ||
    candidate.paths === null
  ) {
    throw new Error(`${source} is not an OpenAPI 3 document (no "openapi" version or "paths")`);
  }
  return candidate as OpenApiDocument;
}

function tagsOf(paths: OpenApiDocument['paths']): Set<string> {
  const used = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      const tags = (op as { tags?: unknown } | null)?.tags;
      if (Array.isArray(tags)) for (const tag of tags) used.add(String(tag));
    }
  }
  return used;
}

type Json = Record<string, unknown>;

/** The `#/...` references reachable from `node`, following each once. */
function referencesFrom(
  doc: OpenApiDocument,
  node: unknown,
  seen = new Set<string>(),
): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) referencesFrom(doc, item, seen);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
        if (seen.has(value)) continue;
        seen.add(value);
        const target = value
          .slice(2)
          .split('/')
          .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
          .reduce<unknown>((acc, part) => (acc as Json | undefined)?.[part], doc);
        referencesFrom(doc, target, seen);
      } else {
        referencesFrom(doc, value, seen);
      }
    }
  }
  return seen;
}

/** The security scheme names that `paths` (or the document as a whole) require. */
function schemesOf(doc: OpenApiDocument, paths: OpenApiDocument['paths']): Set<string> {
  const names = new Set<string>();
  const add = (requirements: unknown) => {
    if (!Array.isArray(requirements)) return;
    for (const requirement of requirements)
      for (const name of Object.keys(requirement)) names.add(name);
  };
  add((doc as Json).security);
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) add((op as Json | null)?.security);
  }
  return names;
}

/** `doc`'s components that `paths` reach, in the document's order. */
function componentsFor(
  doc: OpenApiDocument,
  paths: OpenApiDocument['paths'],
): OpenApiDocument['components'] {
  const reached = referencesFrom(doc, paths);
  const schemes = schemesOf(doc, paths);
  const components: NonNullable<OpenApiDocument['components']> = {};
  for (const [section, entries] of Object.entries(doc.components ?? {})) {
    const kept = Object.entries(entries).filter(([name]) =>
      section === 'securitySchemes'
        ? schemes.has(name)
        : reached.has(`#/components/${section}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`),
    );
    if (kept.length > 0) components[section] = Object.fromEntries(kept);
  }
  return components;
}

/** The admin and store documents of one backend document, in the order of DOMAINS. */
export function splitByDomain(doc: OpenApiDocument): OpenApiDocument[] {
  const outside = Object.keys(doc.paths).filter(
    (path) => !DOMAINS.some((domain) => path === `/${domain}` || path.startsWith(`/${domain}/`)),
  );
  if (outside.length > 0) {
    throw new Error(
      `--spec: paths outside /admin and /store cannot be placed: ${outside.slice(0, 5).join(', ')}`,
    );
  }
  return DOMAINS.map((domain: Domain) => {
    const paths = Object.fromEntries(
      Object.entries(doc.paths).filter(
        ([path]) => path === `/${domain}` || path.startsWith(`/${domain}/`),
      ),
    );
    const used = tagsOf(paths);
    const part: OpenApiDocument = { ...doc, paths };
    if (doc.components) part.components = componentsFor(doc, paths);
    if (doc.tags) part.tags = doc.tags.filter((tag) => used.has(tag.name));
    return part;
  });
}

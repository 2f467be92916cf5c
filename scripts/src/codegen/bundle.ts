import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// Redocly's OpenAPI-only bundler: its main entry also loads every lint rule, Arazzo and
// GraphQL support, 0.3 s of CPU that codegen, run by every `npm test`, does not need.
import { bundleOas, createEmptyRedoclyConfig } from '@redocly/openapi-core/lib/bundle-oas';

export type Domain = 'admin' | 'store';
export const DOMAINS: readonly Domain[] = ['admin', 'store'];

/** A bundled OpenAPI document, as plain JSON. */
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: `x-${string}`]: unknown;
};

export const openapiDir = resolve(import.meta.dirname, '../../../openapi');

/**
 * Bundling with an empty Redocly configuration is bundling with openapi/redocly.yaml as long
 * as that file only sets lint rules: a decorator or preprocessor there would change the
 * bundle, so it stops codegen until this reads the configuration whole.
 */
function bundleConfig(dir: string) {
  const configPath = resolve(dir, 'redocly.yaml');
  if (/^\s*(decorators|preprocessors):/m.test(readFileSync(configPath, 'utf8'))) {
    throw new Error(`${configPath} sets decorators or preprocessors; codegen bundles without them`);
  }
  return createEmptyRedoclyConfig({ configPath });
}

/** Bundles `openapi/<domain>.yaml` and its references into one document. */
export async function bundleSpec(domain: Domain, dir = openapiDir): Promise<OpenApiDocument> {
  const { bundle: result, problems } = await bundleOas({
    ref: resolve(dir, `${domain}.yaml`),
    config: bundleConfig(dir),
    dereference: false,
    removeUnusedComponents: false,
  });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const list = errors.map((p) => `  ${p.message} (${p.location?.[0]?.pointer ?? ''})`).join('\n');
    throw new Error(`openapi/${domain}.yaml does not bundle:\n${list}`);
  }
  return result.parsed as OpenApiDocument;
}

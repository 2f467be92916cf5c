import { resolve } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';

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

/** Bundles `openapi/<domain>.yaml` and its references into one document. */
export async function bundleSpec(domain: Domain, dir = openapiDir): Promise<OpenApiDocument> {
  const config = await createConfig({}, { configPath: resolve(dir, 'redocly.yaml') });
  const { bundle: result, problems } = await bundle({
    ref: resolve(dir, `${domain}.yaml`),
    config,
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

/**
 * The worker thread of schema-types-thread.ts: loads TypeScript and openapi-typescript while
 * the main thread bundles the contract, then prints the `<domain>/schema.ts` of each document
 * it is sent (as JSON text) and answers with the file's text.
 */
import { parentPort } from 'node:worker_threads';
import type { OpenApiDocument } from './bundle.ts';
import { openapiTypescript, schemaFileOf } from './schema-types.ts';

export interface SchemaTypesRequest {
  id: number;
  json: string;
}

export type SchemaTypesAnswer = { id: number; text: string } | { id: number; error: string };

// Loaded now, while the main thread bundles the first document.
openapiTypescript();

parentPort?.on('message', ({ id, json }: SchemaTypesRequest) => {
  let answer: SchemaTypesAnswer;
  try {
    answer = { id, text: schemaFileOf(JSON.parse(json) as OpenApiDocument) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer);
});

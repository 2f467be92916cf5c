/**
 * Prints the schema types in a worker thread (schema-types-worker.ts), beside the main thread.
 * They are codegen's longest step (TypeScript's printer, about half of its CPU time, and
 * loading TypeScript), and the rest of codegen does not need them: the main thread bundles
 * the next document and writes and formats the client meanwhile, so on two cores the run
 * takes about the longer of the two instead of their sum.
 */
import { Worker } from 'node:worker_threads';
import type { OpenApiDocument } from './bundle.ts';
import type { SchemaTypesAnswer, SchemaTypesRequest } from './schema-types-worker.ts';

export class SchemaTypesThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve(text: string): void; reject(e: Error): void }>();
  #nextId = 0;

  /** `file`: the worker's bundle, which scripts/codegen.mjs builds beside its own. */
  constructor(file: string) {
    this.#worker = new Worker(file);
    this.#worker.on('message', (answer: SchemaTypesAnswer) => {
      const waiting = this.#waiting.get(answer.id);
      this.#waiting.delete(answer.id);
      if ('text' in answer) waiting?.resolve(answer.text);
      else waiting?.reject(new Error(`printing the schema types failed: ${answer.error}`));
    });
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', (code) =>
      this.#failAll(new Error(`schema types worker exited (${code})`)),
    );
  }

  /**
   * `<domain>/schema.ts` of `document`, before formatting. The worker prints a copy, so
   * `document` is left as it is (schemaTypesOf rewrites its discriminators).
   */
  print(document: OpenApiDocument): Promise<string> {
    const id = this.#nextId++;
    const request: SchemaTypesRequest = { id, json: JSON.stringify(document) };
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    await this.#worker.terminate();
  }

  #failAll(error: Error): void {
    for (const { reject } of this.#waiting.values()) reject(error);
    this.#waiting.clear();
  }
}

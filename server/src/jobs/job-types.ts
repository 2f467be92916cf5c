import { PRODUCT_EXPORT, validateExportContext } from './product-export.ts';
import { PRODUCT_IMPORT, validateImportContext } from './product-import.ts';

/*
 * What the API checks when a job is created: the known types and their context's shape.
 * A type known here but without a strategy in a running worker stays `created` until a
 * worker that has one takes it.
 */

export type ContextValidator = (context: Record<string, unknown>) => string | undefined;

const jobTypes = new Map<string, ContextValidator>([
  [PRODUCT_EXPORT, validateExportContext],
  [PRODUCT_IMPORT, validateImportContext],
]);

export function defineJobType(type: string, validate: ContextValidator = () => undefined): void {
  jobTypes.set(type, validate);
}

export function jobTypeValidator(type: string): ContextValidator | undefined {
  return jobTypes.get(type);
}

export function knownJobTypes(): string[] {
  return [...jobTypes.keys()];
}

import type { Permission } from '@commerce/client/permissions';
import { PRODUCT_EXPORT, validateExportContext } from './product-export.ts';
import { PRODUCT_IMPORT, validateImportContext } from './product-import.ts';

/*
 * What the API checks when a job is created: the known types, their context's shape and
 * the permission the job's work needs besides `batch-jobs:write` (an import writes
 * products, so a role that may only read them cannot import; issue 21). A type known here
 * but without a strategy in a running worker stays `created` until a worker that has one
 * takes it.
 */

export type ContextValidator = (context: Record<string, unknown>) => string | undefined;

export interface JobType {
  validate: ContextValidator;
  /** What the job reads or writes, checked when it is created and confirmed. */
  permission: Permission | null;
}

const jobTypes = new Map<string, JobType>([
  [PRODUCT_EXPORT, { validate: validateExportContext, permission: 'products:read' }],
  [PRODUCT_IMPORT, { validate: validateImportContext, permission: 'products:write' }],
]);

export function defineJobType(
  type: string,
  validate: ContextValidator = () => undefined,
  permission: Permission | null = null,
): void {
  jobTypes.set(type, { validate, permission });
}

export function jobType(type: string): JobType | undefined {
  return jobTypes.get(type);
}

export function knownJobTypes(): string[] {
  return [...jobTypes.keys()];
}

import { PERMISSIONS } from '@commerce/client/permissions';
import * as v from 'valibot';
import type { CustomRole } from './roles.ts';

/** The custom role form (schema Role): its limits are the contract's own. */
export const roleSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('team:validation.roleNameRequired'),
    v.maxLength(60, 'team:validation.roleNameTooLong'),
  ),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500, 'team:validation.roleDescriptionTooLong'),
  ),
  // A role that allows nothing is almost always a slip, so at least one is asked for.
  permissions: v.pipe(
    v.array(v.picklist(PERMISSIONS)),
    v.minLength(1, 'team:validation.permissionsRequired'),
  ),
});

export type RoleValues = v.InferOutput<typeof roleSchema>;

export function roleValuesOf(role: CustomRole | undefined): RoleValues {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    permissions: role ? [...role.permissions] : [],
  };
}

/** The request body: an emptied description is cleared (null), not kept. */
export function roleBody({ name, description, permissions }: RoleValues) {
  return { name, description: description || null, permissions };
}

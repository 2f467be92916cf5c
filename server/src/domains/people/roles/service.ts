import type { AdminComponents } from '@commerce/client/contract';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../db/ids.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import { assertWithinOwn, staffPrincipal } from './assignment.ts';
import { normalizePermissions } from './permissions.ts';
import {
  deleteRole,
  findRole,
  findRoleByName,
  insertRole,
  lockRole,
  type RoleWithUsers,
  roleInUse,
  updateRole,
} from './repository.ts';

export type Role = AdminComponents['schemas']['Role'];

export function toRole(row: RoleWithUsers): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: normalizePermissions(row.permissions),
    user_count: row.user_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function getRole(request: FastifyRequest, id: string): Promise<RoleWithUsers> {
  const row = await findRole(request.server.db, id);
  if (!row) throw errors.notFound('Role', id);
  return row;
}

export interface RoleInput {
  name?: string;
  description?: string | null;
  permissions?: string[];
}

function duplicateName(name: string) {
  return errors.duplicate('Role', 'name', name);
}

/** A custom role; its permissions (each write with its read) must be within the creator's. */
export async function createRole(
  request: FastifyRequest,
  input: Required<Pick<RoleInput, 'name' | 'permissions'>> & RoleInput,
): Promise<RoleWithUsers> {
  const actor = staffPrincipal(request);
  const permissions = normalizePermissions(input.permissions);
  assertWithinOwn(actor, permissions, 'The role');
  const name = input.name.trim();
  try {
    return await withTransaction(request.server.db, async (tx) => {
      if (await findRoleByName(tx, name)) throw duplicateName(name);
      const row = await insertRole(tx, {
        id: newId('role'),
        name,
        description: input.description ?? null,
        permissions,
      });
      return { ...row, user_count: 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name);
    throw error;
  }
}

/**
 * Renames a role or replaces its permissions. Both the role as it is and as it becomes
 * must be within the caller's permissions; its users get the new ones on their next request.
 */
export async function updateCustomRole(
  request: FastifyRequest,
  id: string,
  input: RoleInput,
): Promise<RoleWithUsers> {
  const actor = staffPrincipal(request);
  const db = request.server.db;
  try {
    await withTransaction(db, async (tx) => {
      const current = await lockRole(tx, id);
      if (!current) throw errors.notFound('Role', id);
      assertWithinOwn(actor, normalizePermissions(current.permissions), 'This role');
      const values: Parameters<typeof updateRole>[2] = {};
      if (input.permissions !== undefined) {
        values.permissions = normalizePermissions(input.permissions);
        assertWithinOwn(actor, values.permissions, 'The role');
      }
      if (input.name !== undefined) {
        const name = input.name.trim();
        const other = await findRoleByName(tx, name);
        if (other && other.id !== id) throw duplicateName(name);
        values.name = name;
      }
      if (input.description !== undefined) values.description = input.description;
      await updateRole(tx, id, values);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(String(input.name));
    throw error;
  }
  return getRole(request, id);
}

/** Deletes a role no user and no open invite has (else 400 `role_in_use`). */
export async function deleteCustomRole(request: FastifyRequest, id: string): Promise<void> {
  const actor = staffPrincipal(request);
  await withTransaction(request.server.db, async (tx) => {
    const current = await lockRole(tx, id);
    if (!current) throw errors.notFound('Role', id);
    assertWithinOwn(actor, normalizePermissions(current.permissions), 'This role');
    if (await roleInUse(tx, id))
      throw errors.notAllowed(
        'The role is still assigned to users or pending invites; give them another role first',
        'role_in_use',
      );
    await deleteRole(tx, id);
  });
}

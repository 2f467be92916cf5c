import type { FastifyRequest } from 'fastify';
import { withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { forbidden } from '../../../http/auth.ts';
import { hashPassword, hashToken } from '../auth/password.ts';
import { revokeSubjectSessions } from '../auth/sessions.ts';
import {
  assertAnotherAdmin,
  assertWithinOwn,
  permissionsOfUser,
  resolveRoleChoice,
  staffPrincipal,
} from '../roles/assignment.ts';
import { findUser, type UserRole, type UserRow, updateUser } from './repository.ts';
import { insertNewUser, type NewUserInput } from './service.ts';

/*
 * The team's changes to staff users, as the signed-in staff member makes them (issue 21).
 * The route gate has already checked `team:write`, except on one's own record
 * (`x-permission-self`); the rules by field are here:
 * - anyone may change their own name, metadata and API token;
 * - no one sets another user's API token (it would let them act as that user);
 * - a role given must be within the giver's own permissions, so no one raises their own
 *   role or makes a stronger account;
 * - a user stronger than the caller is not theirs to change, delete or sign out;
 * - the store always keeps an admin.
 */

/** A new user from the team screen: the role must be within the creator's permissions. */
export async function createUserAs(
  request: FastifyRequest,
  input: NewUserInput & { role_id?: string },
): Promise<UserRow> {
  const actor = staffPrincipal(request);
  const password_hash = await hashPassword(input.password);
  return withTransaction(request.server.db, async (tx) => {
    const choice = await resolveRoleChoice(tx, input.role, input.role_id);
    assertWithinOwn(actor, choice.permissions, 'The role');
    return insertNewUser(tx, { ...input, ...choice, password_hash });
  });
}

export interface UserChanges {
  first_name?: string;
  last_name?: string;
  role?: UserRole;
  role_id?: string;
  api_token?: string;
  metadata?: Record<string, unknown> | null;
}

export async function updateUserAs(
  request: FastifyRequest,
  id: string,
  changes: UserChanges,
): Promise<UserRow> {
  const actor = staffPrincipal(request);
  const self = id === actor.id;
  const { role, role_id, api_token, ...fields } = changes;
  if (api_token !== undefined && !self)
    throw errors.forbidden('Only a user may set their own API token', 'api_token_not_own');
  const changesRole = role !== undefined || role_id !== undefined;
  if (changesRole && !actor.permissions.has('team:write')) throw forbidden('team:write');
  return withTransaction(request.server.db, async (tx) => {
    const current = await findUser(tx, id);
    if (!current) throw errors.notFound('User', id);
    if (!self) assertWithinOwn(actor, await permissionsOfUser(tx, current), 'This user');
    const values: Partial<UserRow> = { ...fields };
    if (changesRole) {
      const choice = await resolveRoleChoice(tx, role, role_id);
      assertWithinOwn(actor, choice.permissions, 'The role');
      if (current.role === 'admin' && choice.role !== 'admin') await assertAnotherAdmin(tx, id);
      values.role = choice.role;
      values.role_id = choice.role_id;
    }
    // The token is shown once, by whoever chose it; only its hash is kept.
    if (api_token !== undefined) values.api_token_hash = hashToken(api_token);
    const row = await updateUser(tx, id, values);
    if (!row) throw errors.notFound('User', id);
    return row;
  });
}

/** Deletes a user and ends their sessions; never the last admin nor a stronger user. */
export async function deleteUserAs(request: FastifyRequest, id: string): Promise<void> {
  const actor = staffPrincipal(request);
  await withTransaction(request.server.db, async (tx) => {
    const current = await findUser(tx, id);
    if (!current) throw errors.notFound('User', id);
    if (id !== actor.id) assertWithinOwn(actor, await permissionsOfUser(tx, current), 'This user');
    if (current.role === 'admin') await assertAnotherAdmin(tx, id);
    await updateUser(tx, id, {
      deleted_at: new Date(),
      api_token_hash: null,
      reset_token_hash: null,
    });
    await revokeSubjectSessions(tx, 'admin', id);
  });
}

/** Signs a user out everywhere (their own: every session, this one too). */
export async function revokeUserSessionsAs(request: FastifyRequest, id: string): Promise<number> {
  const actor = staffPrincipal(request);
  return withTransaction(request.server.db, async (tx) => {
    const current = await findUser(tx, id);
    if (!current) throw errors.notFound('User', id);
    if (id !== actor.id) assertWithinOwn(actor, await permissionsOfUser(tx, current), 'This user');
    return revokeSubjectSessions(tx, 'admin', id);
  });
}

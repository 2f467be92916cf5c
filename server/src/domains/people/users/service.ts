import type { AdminComponents } from '@commerce/client/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import { sendAuthMessage } from '../auth/messages.ts';
import { hashPassword, hashToken, randomToken, verifyPassword } from '../auth/password.ts';
import { revokeSubjectSessions } from '../auth/sessions.ts';
import { permissionsOf } from '../roles/permissions.ts';
import { staffRole } from '../roles/repository.ts';
import {
  findUser,
  findUserByEmail,
  findUserByResetTokenHash,
  insertUser,
  type UserRole,
  type UserRow,
  updateUser,
} from './repository.ts';

export type User = AdminComponents['schemas']['User'];

/** A password reset token is good for this long (it travels by email). */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * The wire shape of users, with each one's permissions (their custom roles read in one
 * query). Every secret column is left out here, and the schema would drop it anyway.
 */
export async function toUsers(db: Executor, rows: UserRow[]): Promise<User[]> {
  const roleIds = [...new Set(rows.flatMap((row) => (row.role_id ? [row.role_id] : [])))];
  const roles = roleIds.length
    ? await db
        .select({ id: staffRole.id, permissions: staffRole.permissions })
        .from(staffRole)
        .where(inArray(staffRole.id, roleIds))
    : [];
  const custom = new Map(roles.map((role) => [role.id, role.permissions]));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    role_id: row.role_id,
    permissions: [...permissionsOf(row.role, row.role_id ? custom.get(row.role_id) : null)],
    metadata: row.metadata ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  }));
}

export async function toUser(db: Executor, row: UserRow): Promise<User> {
  const [user] = await toUsers(db, [row]);
  if (!user) throw new Error('toUsers answered no user');
  return user;
}

export async function getUser(db: Executor, id: string): Promise<UserRow> {
  const row = await findUser(db, id);
  if (!row) throw errors.notFound('User', id);
  return row;
}

export interface NewUserInput {
  email: string;
  password: string;
  first_name?: string | null;
  last_name?: string | null;
  role?: UserRole | null;
  role_id?: string | null;
}

/**
 * Inserts a user inside the caller's transaction. Who may create which role is the
 * handler's check (team-rules.ts); the seed and tests call this directly.
 */
export async function insertNewUser(
  tx: Executor,
  input: NewUserInput & { password_hash: string },
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  if (await findUserByEmail(tx, email)) throw errors.duplicate('User', 'email', email);
  try {
    return await insertUser(tx, {
      id: newId('usr'),
      email,
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      role: input.role ?? 'member',
      role_id: input.role_id ?? null,
      password_hash: input.password_hash,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.duplicate('User', 'email', email);
    throw error;
  }
}

export async function createUser(db: Executor, input: NewUserInput): Promise<UserRow> {
  const password_hash = await hashPassword(input.password);
  return withTransaction(db, (tx) => insertNewUser(tx, { ...input, password_hash }));
}

/** Sends a reset token when the email is a user's; says nothing either way (no probing). */
export async function requestUserPasswordReset(
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const db = request.server.db;
  const row = await findUserByEmail(db, email);
  if (!row) return;
  const token = randomToken();
  await updateUser(db, row.id, {
    reset_token_hash: hashToken(token),
    reset_token_expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await sendAuthMessage(request, {
    kind: 'user-password-reset',
    email: row.email,
    token,
    user_id: row.id,
  });
}

/** Sets a new password from a reset token, and ends every session of the user. */
export async function resetUserPassword(
  db: Executor,
  input: { token: string; password: string; email?: string },
): Promise<UserRow> {
  const password_hash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const row = await findUserByResetTokenHash(tx, hashToken(input.token));
    const valid =
      row?.reset_token_expires_at &&
      row.reset_token_expires_at.getTime() > Date.now() &&
      (input.email === undefined || input.email.toLowerCase() === row.email);
    if (!row || !valid)
      throw errors.unauthorized('The password reset token is invalid or has expired');
    // The token is single-use: it is cleared together with the password change.
    const updated = await updateUser(tx, row.id, {
      password_hash,
      reset_token_hash: null,
      reset_token_expires_at: null,
    });
    if (!updated) throw errors.unauthorized('The password reset token is invalid or has expired');
    // Whoever knew the old password (or holds a stolen session) is signed out everywhere.
    await revokeSubjectSessions(tx, 'admin', row.id);
    return updated;
  });
}

/**
 * The signed-in user changes their password, proving the current one (a stolen session
 * alone cannot lock its owner out). Every other session of theirs ends; this one stays.
 */
export async function changeOwnPassword(
  request: FastifyRequest,
  input: { current_password: string; password: string },
): Promise<UserRow> {
  const principal = request.principal;
  if (principal?.actor !== 'user') throw errors.unauthorized();
  const db = request.server.db;
  const row = await getUser(db, principal.id);
  if (!(await verifyPassword(input.current_password, row.password_hash)))
    throw errors.invalidData('The current password is not correct', 'wrong_password');
  const password_hash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const updated = await updateUser(tx, row.id, { password_hash });
    if (!updated) throw errors.notFound('User', row.id);
    await revokeSubjectSessions(tx, 'admin', row.id, principal.sessionId);
    return updated;
  });
}

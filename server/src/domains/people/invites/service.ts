import type { AdminComponents } from '@commerce/client/contract';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import { sendAuthMessage } from '../auth/messages.ts';
import { hashPassword, hashToken, randomToken } from '../auth/password.ts';
import {
  assertWithinOwn,
  permissionsOfUser,
  resolveRoleChoice,
  staffPrincipal,
} from '../roles/assignment.ts';
import { findUserByEmail, insertUser, type UserRole, type UserRow } from '../users/repository.ts';
import {
  findInvite,
  findInviteByTokenHash,
  findOpenInviteByEmail,
  type InviteRow,
  insertInvite,
  updateInvite,
} from './repository.ts';

export type Invite = AdminComponents['schemas']['Invite'];

/** An invite is valid for a week after it was sent or resent (schema Invite.expires_at). */
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function toInvite(row: InviteRow): Invite {
  return {
    id: row.id,
    user_email: row.user_email,
    role: row.role,
    role_id: row.role_id,
    accepted: row.accepted,
    expires_at: row.expires_at.toISOString(),
    metadata: row.metadata ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}

function freshToken(): { token: string; token_hash: string; expires_at: Date } {
  const token = randomToken();
  return { token, token_hash: hashToken(token), expires_at: new Date(Date.now() + INVITE_TTL_MS) };
}

/** An invite as saved, with the token only this answer carries (the database keeps its hash). */
export interface IssuedInvite {
  row: InviteRow;
  token: string;
}

/**
 * The invite's role as a user row would hold it (an invite without a role makes a member),
 * for the rule that no one hands out, renews or withdraws an invite stronger than their role.
 */
function inviteRole(row: InviteRow): { role: UserRole; role_id: string | null } {
  return { role: row.role ?? 'member', role_id: row.role_id };
}

/**
 * Invites an email, with a role within the inviter's own permissions (the invite token is
 * answered to the inviter, who could accept it themselves). Inviting an email that already
 * has a pending invite renews that invite (new token, new role, new expiry) rather than
 * keeping two tokens alive.
 */
export async function createInvite(
  request: FastifyRequest,
  email: string,
  role: UserRole,
  roleId?: string,
): Promise<IssuedInvite> {
  const actor = staffPrincipal(request);
  const user_email = email.toLowerCase();
  const { token, ...secret } = freshToken();
  let row: InviteRow;
  try {
    row = await withTransaction(request.server.db, async (tx) => {
      const choice = await resolveRoleChoice(tx, role, roleId);
      assertWithinOwn(actor, choice.permissions, 'The role');
      const roleValues = { role: choice.role, role_id: choice.role_id };
      if (await findUserByEmail(tx, user_email))
        throw errors.duplicate('User', 'email', user_email);
      const open = await findOpenInviteByEmail(tx, user_email);
      if (open) {
        assertWithinOwn(actor, await permissionsOfUser(tx, inviteRole(open)), 'The pending invite');
        const renewed = await updateInvite(tx, open.id, { ...roleValues, ...secret });
        if (renewed) return renewed;
      }
      return insertInvite(tx, { id: newId('invite'), user_email, ...roleValues, ...secret });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw errors.conflict('The invite was changed concurrently, try again');
    throw error;
  }
  await sendAuthMessage(request, {
    kind: 'invite',
    email: row.user_email,
    token,
    invite_id: row.id,
  });
  return { row, token };
}

/** A pending invite the signed-in staff member may renew or withdraw (404, 403). */
export async function inviteOfTeam(request: FastifyRequest, id: string): Promise<InviteRow> {
  const actor = staffPrincipal(request);
  const db = request.server.db;
  const current = await findInvite(db, id);
  if (!current) throw errors.notFound('Invite', id);
  assertWithinOwn(actor, await permissionsOfUser(db, inviteRole(current)), 'The invite');
  return current;
}

export async function resendInvite(request: FastifyRequest, id: string): Promise<IssuedInvite> {
  const current = await inviteOfTeam(request, id);
  if (current.accepted) throw errors.notAllowed('The invite was already accepted');
  const { token, ...secret } = freshToken();
  const row = await updateInvite(request.server.db, id, secret);
  if (!row) throw errors.notFound('Invite', id);
  await sendAuthMessage(request, {
    kind: 'invite',
    email: row.user_email,
    token,
    invite_id: row.id,
  });
  return { row, token };
}

export interface AcceptInput {
  token: string;
  user: { first_name: string; last_name: string; password: string };
}

/** Creates the invited user and marks the invite accepted, both or neither. */
export async function acceptInvite(db: Executor, input: AcceptInput): Promise<UserRow> {
  const password_hash = await hashPassword(input.user.password);
  try {
    return await withTransaction(db, async (tx) => {
      const row = await findInviteByTokenHash(tx, hashToken(input.token));
      if (!row || row.accepted || row.expires_at.getTime() <= Date.now()) {
        throw errors.unauthorized('The invite token is invalid or has expired');
      }
      if (await findUserByEmail(tx, row.user_email))
        throw errors.duplicate('User', 'email', row.user_email);
      const user = await insertUser(tx, {
        id: newId('usr'),
        email: row.user_email,
        first_name: input.user.first_name,
        last_name: input.user.last_name,
        ...inviteRole(row),
        password_hash,
      });
      await updateInvite(tx, row.id, { accepted: true });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.duplicate('User', 'email', 'of the invite');
    throw error;
  }
}

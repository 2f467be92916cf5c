import {
  type AdminOperationId,
  builtInRolePermissions,
  operationPermissions,
  type Permission,
} from '@commerce/client/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { specOperations } from '../../../http/spec.ts';
import { buildTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { insertRole } from '../roles/repository.ts';
import { createUser } from '../users/service.ts';

/*
 * The authorization matrix (issue 21): every admin operation of the contract, called as
 * each built-in role and as a custom role, answers either a JSON 403 `forbidden` (the
 * role lacks the operation's `x-permission`) or anything but 401/403. It is built from the
 * generated map, so a new operation is covered the moment it is in the contract.
 *
 * The gate runs before validation and before any record is read, so an empty body and
 * made-up ids are enough: an allowed call then answers 400, 404 or 200, a refused one 403.
 */

const SUPPORT: Permission[] = ['orders:read', 'orders:write', 'customers:read', 'customers:write'];

const ROLES = {
  admin: new Set<Permission>(builtInRolePermissions.admin),
  member: new Set<Permission>(builtInRolePermissions.member),
  developer: new Set<Permission>(builtInRolePermissions.developer),
  support: new Set<Permission>(SUPPORT),
} as const;
type RoleName = keyof typeof ROLES;

let database: Database;
let app: FastifyInstance;
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { auth: { rateLimit: { max: 10_000 } } });
  const support = await insertRole(database.db, {
    id: 'role_support',
    name: 'Support',
    permissions: SUPPORT,
  });
  for (const name of Object.keys(ROLES) as RoleName[]) {
    const email = `${name}@matrix.test`;
    const password = 'matrix password';
    await createUser(database.db, {
      email,
      password,
      ...(name === 'support' ? { role: 'custom', role_id: support.id } : { role: name }),
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/admin/auth/token',
      payload: { email, password },
    });
    tokens.set(name, signIn.json().access_token);
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Every admin operation with its route; signing out last, as it ends the caller's session. */
function adminOperations() {
  const operations = specOperations().filter((spec) => spec.api === 'admin');
  return operations.sort(
    (a, b) =>
      Number(a.operationId === 'AdminDeleteAuth') - Number(b.operationId === 'AdminDeleteAuth'),
  );
}

function allowed(role: RoleName, operationId: AdminOperationId): boolean {
  const permission = operationPermissions[operationId];
  if (permission === 'public' || permission === 'session') return true;
  return ROLES[role].has(permission);
}

function call(spec: ReturnType<typeof adminOperations>[number], token: string | null) {
  const url = spec.path.replace(/\{[^}]+\}/g, 'matrix_unknown');
  const hasBody = spec.method !== 'GET';
  return app.inject({
    method: spec.method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: '{}' } : {}),
  });
}

describe('the authorization matrix', () => {
  it('covers every admin operation of the contract, each with an x-permission', () => {
    const operations = adminOperations();
    expect(operations.length).toBe(Object.keys(operationPermissions).length);
    for (const spec of operations) expect(operationPermissions).toHaveProperty(spec.operationId);
  });

  it('answers each role by its permissions: a JSON 403, or the operation runs', async () => {
    const outcomes: string[] = [];
    const wrong: string[] = [];
    for (const role of Object.keys(ROLES) as RoleName[]) {
      for (const spec of adminOperations()) {
        const id = spec.operationId as AdminOperationId;
        const response = await call(spec, tokens.get(role) ?? null);
        const expectAllowed = allowed(role, id);
        outcomes.push(`${role} ${id}`);
        if (expectAllowed) {
          if (response.statusCode === 401 || response.statusCode === 403)
            wrong.push(`${role} ${id}: allowed, but answered ${response.statusCode}`);
          // A list without required parameters answers its first page.
          if (id.startsWith('AdminList') && !spec.path.includes('{') && response.statusCode !== 200)
            wrong.push(`${role} ${id}: a list answered ${response.statusCode} ${response.body}`);
        } else {
          const body = response.json();
          if (response.statusCode !== 403 || body.type !== 'forbidden' || body.code !== 'forbidden')
            wrong.push(
              `${role} ${id}: refused expected, got ${response.statusCode} ${response.body}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    // None skipped: every operation as every role.
    expect(outcomes.length).toBe(Object.keys(operationPermissions).length * 4);
  });

  it('answers 401 to every operation but the public ones without credentials', async () => {
    const wrong: string[] = [];
    for (const spec of adminOperations()) {
      const response = await call(spec, null);
      const isPublic = operationPermissions[spec.operationId as AdminOperationId] === 'public';
      if (isPublic ? response.statusCode === 401 : response.statusCode !== 401)
        wrong.push(`${spec.operationId}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

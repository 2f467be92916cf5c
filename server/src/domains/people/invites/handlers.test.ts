import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { type StaffTestApp, staffTestApp } from '../../../test/fixtures/staff.ts';
import { type AuthMessage, authMessages } from '../auth/messages.ts';

let staff: StaffTestApp;
let app: FastifyInstance;
let headers: { authorization: string };

function nextInvite(): Promise<AuthMessage> {
  return new Promise((resolve) => authMessages.once('message', resolve));
}

beforeAll(async () => {
  staff = await staffTestApp();
  app = staff.app;
  headers = staff.headers;
});

afterAll(async () => {
  await staff?.close();
});

describe('invites', () => {
  it('creates, lists, resends and accepts an invite; the new user signs in', async () => {
    const sent = nextInvite();
    const created = await app.inject({
      method: 'POST',
      url: '/admin/invites',
      headers,
      payload: { user: 'New@Example.com', role: 'developer' },
    });
    const { invite, token: answered } = expectContract('AdminCreateInvite', created);
    expect(invite).toMatchObject({
      user_email: 'new@example.com',
      role: 'developer',
      accepted: false,
    });
    const first = await sent;
    // The inviting staff member gets the emailed token (to share the link); no list shows it.
    expect(answered).toBe(first.token);
    expect(JSON.stringify(invite)).not.toContain(first.token);

    const list = await app.inject({ method: 'GET', url: '/admin/invites?accepted=false', headers });
    const page = expectContract('AdminListInvites', list);
    expect(page.invites.map((i: { id: string }) => i.id)).toEqual([invite.id]);
    expect(list.body).not.toMatch(/token/);
    expect(list.body).not.toContain(first.token);

    const resent = nextInvite();
    const resend = await app.inject({
      method: 'POST',
      url: `/admin/invites/${invite.id}/resend`,
      headers,
    });
    const resendAnswer = expectContract('AdminResendInvite', resend);
    const { token } = await resent;
    expect(token).not.toBe(first.token);
    expect(resendAnswer.token).toBe(token);

    // The first token was replaced by the resend.
    const stale = await app.inject({
      method: 'POST',
      url: '/admin/invites/accept',
      payload: {
        token: first.token,
        user: { first_name: 'N', last_name: 'U', password: 'new user pw' },
      },
    });
    expect(stale.statusCode).toBe(401);

    const accepted = await app.inject({
      method: 'POST',
      url: '/admin/invites/accept',
      payload: { token, user: { first_name: 'Nia', last_name: 'User', password: 'new user pw' } },
    });
    const { user } = expectContract('AdminAcceptInvite', accepted);
    expect(user).toMatchObject({ email: 'new@example.com', role: 'developer', first_name: 'Nia' });
    expect(accepted.body).not.toMatch(/password|_hash|token/);

    const again = await app.inject({
      method: 'POST',
      url: '/admin/invites/accept',
      payload: { token, user: { first_name: 'N', last_name: 'U', password: 'x another pw' } },
    });
    expect(again.statusCode).toBe(401);

    const signIn = await app.inject({
      method: 'POST',
      url: '/admin/auth',
      payload: { email: 'new@example.com', password: 'new user pw' },
    });
    expect(expectContract('AdminCreateAuth', signIn).user.id).toBe(user.id);
  });

  it('refuses an existing user (422), bad input (400), unknown ids (404), no credentials (401)', async () => {
    const taken = await app.inject({
      method: 'POST',
      url: '/admin/invites',
      headers,
      payload: { user: 'owner@example.com', role: 'member' },
    });
    expect(taken.statusCode).toBe(422);
    const bad = await app.inject({
      method: 'POST',
      url: '/admin/invites',
      headers,
      payload: { user: 'x', role: 'boss' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/admin/invites/invite_nope/resend', headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/admin/invites/invite_nope', headers }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/admin/invites' })).statusCode).toBe(401);
    const badAccept = await app.inject({
      method: 'POST',
      url: '/admin/invites/accept',
      payload: { token: 'x' },
    });
    expect(badAccept.statusCode).toBe(400);
  });

  it('deletes an invite, whose token then stops working', async () => {
    const sent = nextInvite();
    const created = await app.inject({
      method: 'POST',
      url: '/admin/invites',
      headers,
      payload: { user: 'gone@example.com', role: 'member' },
    });
    const { invite } = expectContract('AdminCreateInvite', created);
    const { token } = await sent;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/admin/invites/${invite.id}`,
      headers,
    });
    expect(expectContract('AdminDeleteInvite', deleted)).toEqual({
      id: invite.id,
      object: 'invite',
      deleted: true,
    });
    const accept = await app.inject({
      method: 'POST',
      url: '/admin/invites/accept',
      payload: { token, user: { first_name: 'G', last_name: 'O', password: 'pw of eight' } },
    });
    expect(accept.statusCode).toBe(401);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../../domains/people/users/service.ts';
import { expectContract } from '../../test/contract.ts';
import { signUp } from '../../test/fixtures/carts.ts';
import { call, languageOf, linkOf, ORIGIN, useMailWorld } from '../../test/fixtures/mail.ts';

/*
 * The account emails (password resets, invites): each asked for through the API, delivered
 * to a real SMTP server on loopback, checked for its subject, language and link, and the
 * link followed: the reset token resets the password, the invite token makes the user.
 */

const { world, nextMail } = useMailWorld();

describe('account emails', () => {
  it('staff password reset: in the requester’s language, the admin’s reset page, the token resets', async () => {
    await createUser(world().database.db, {
      email: 'owner@example.com',
      password: 'old password 1',
      role: 'admin',
    });
    const asked = await call(
      world().store,
      'POST',
      '/admin/users/password-token',
      { email: 'owner@example.com' },
      {
        'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8',
      },
    );
    expect(asked.statusCode).toBe(204);
    const mail = await nextMail('owner@example.com');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe d’administration Commerce Store');
    expect(languageOf(mail).lang).toBe('fr');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/app/reset-password`);
    const token = link.searchParams.get('token') as string;
    expectContract(
      'AdminResetUserPassword',
      await call(world().store, 'POST', '/admin/users/reset-password', {
        token,
        password: 'new password 1',
      }),
    );
    const signedIn = await call(world().store, 'POST', '/admin/auth', {
      email: 'owner@example.com',
      password: 'new password 1',
    });
    expectContract('AdminCreateAuth', signedIn);
  });

  it('shopper password reset: Arabic, right to left, the storefront’s page with token and email', async () => {
    await signUp(world().store, 'layla@example.com');
    const asked = await call(
      world().store,
      'POST',
      '/store/customers/password-token',
      { email: 'layla@example.com' },
      {
        'accept-language': 'ar-EG',
      },
    );
    expect(asked.statusCode).toBe(204);
    const mail = await nextMail('layla@example.com');
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور Commerce Store');
    expect(languageOf(mail)).toEqual({ lang: 'ar', dir: 'rtl', header: 'ar' });
    const link = linkOf(mail);
    expect(link.pathname).toBe('/account/reset-password');
    expect(link.searchParams.get('email')).toBe('layla@example.com');
    const reset = await call(world().store, 'POST', '/store/customers/password-reset', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'brand new pw',
    });
    expectContract('StoreResetCustomerPassword', reset);
    expectContract(
      'StoreCreateAuthToken',
      await call(world().store, 'POST', '/store/auth/token', {
        email: 'layla@example.com',
        password: 'brand new pw',
      }),
    );
  });

  it('invite: in the inviting staff member’s language, the admin’s invite page, the token makes the user', async () => {
    const invited = await call(
      world().admin,
      'POST',
      '/admin/invites',
      { user: 'neu@example.com', role: 'member' },
      { 'accept-language': 'ja' },
    );
    expectContract('AdminCreateInvite', invited);
    const mail = await nextMail('neu@example.com');
    expect(mail.subject).toBe('Commerce Store への招待');
    expect(languageOf(mail).lang).toBe('ja');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/app/invite`);
    const accepted = await call(world().store, 'POST', '/admin/invites/accept', {
      token: link.searchParams.get('token'),
      user: { first_name: 'Kei', last_name: 'Sato', password: 'new user pw' },
    });
    expect(expectContract('AdminAcceptInvite', accepted).user.email).toBe('neu@example.com');
  });

  it('uses the store’s default language (STORE_LANGUAGE) when it knows none of the recipient', async () => {
    vi.stubEnv('STORE_LANGUAGE', 'it');
    try {
      expectContract(
        'AdminCreateInvite',
        await call(world().admin, 'POST', '/admin/invites', {
          user: 'nuovo@example.com',
          role: 'member',
        }),
      );
      const mail = await nextMail('nuovo@example.com');
      expect(mail.subject).toBe('Sei stato invitato a unirti a Commerce Store');
      expect(languageOf(mail).lang).toBe('it');
    } finally {
      vi.stubEnv('STORE_LANGUAGE', '');
    }
  });
});

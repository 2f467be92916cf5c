import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createUser } from '../../domains/people/users/service.ts';
import { authenticateAsStaff, buildTestApp } from '../../test/app.ts';
import { expectContract } from '../../test/contract.ts';
import { testDatabase } from '../../test/database.ts';
import {
  createProduct,
  createRegion,
  createShippingOption,
  seedCurrencies,
  signUp,
} from '../../test/fixtures/carts.ts';
import { type OrderWorld, placeOrder, reservedLocation } from '../../test/fixtures/orders.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

/*
 * The nine emails as people get them: each caused through the API the way a shopper or a
 * staff member causes it, delivered to a real SMTP server on loopback, read with
 * mailparser, checked for its subject, language and link, and the link followed to prove
 * it works (the reset token resets the password, the invite token makes the user…).
 */

const ORIGIN = 'https://shop.example';
const settle = { timeout: 30_000, interval: 30 };

let database: Database;
let smtp: TestSmtp;
let staff: FastifyInstance;
let shop: FastifyInstance;
let world: OrderWorld;
let variantId: string;

beforeAll(async () => {
  vi.stubEnv('PUBLIC_URL', ORIGIN);
  vi.stubEnv('STORE_LANGUAGE', '');
  database = await testDatabase();
  smtp = await startTestSmtp();
  const mail = { smtpUrl: smtp.url, pollMs: 30, retryBaseMs: 30 };
  staff = await buildTestApp(database, { authenticate: authenticateAsStaff, mail });
  shop = await buildTestApp(database, { mail });
  staff.mailDelivery.start();
  await seedCurrencies(staff);
  const regionId = (await createRegion(staff, { countries: ['dk', 'se'] })).id;
  const optionId = (await createShippingOption(staff, regionId, { amount: 500 })).id;
  variantId = (await createProduct(staff, { regionId, inventory: 50, price: 1000 })).variantId;
  world = {
    database,
    admin: staff,
    store: shop,
    regionId,
    optionId,
    sent: [],
    close: async () => {},
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await staff?.close();
  await shop?.close();
  await smtp?.close();
  await database?.close();
});

type Method = 'GET' | 'POST';

function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = { method, url, headers };
  if (payload) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** A staff member's request, from an admin in French: never the shopper's language. */
const asStaff = (method: Method, url: string, payload?: object) =>
  call(staff, method, url, payload, { 'accept-language': 'fr-FR,fr;q=0.9' });

const seen = new Set<ParsedMail>();

/** The next email to `to` that no test has read yet. */
async function nextMail(to: string): Promise<ParsedMail> {
  return vi.waitFor(() => {
    const mail = smtp.received.find((m) => !seen.has(m) && JSON.stringify(m.to ?? '').includes(to));
    if (!mail) throw new Error(`no new email to ${to} yet`);
    seen.add(mail);
    return mail;
  }, settle);
}

/** The one link of the message (its text part), checked to be the same in the HTML. */
function linkOf(mail: ParsedMail): URL {
  const links = (mail.text ?? '').match(/https:\/\/shop\.example\/\S*/g) ?? [];
  expect(new Set(links).size).toBe(1);
  const link = links[0] as string;
  expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  return new URL(link);
}

/** The language the HTML part declares, and its direction. */
function languageOf(mail: ParsedMail) {
  const html = String(mail.html);
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    dir: / dir="([^"]+)"/.exec(html)?.[1],
    header: mail.headers.get('content-language'),
  };
}

describe('order emails', () => {
  let order: { id: string; display_id: number; items: { id: string }[] };
  const shopper = 'kunde@example.com';
  const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

  it('order placed: in the language of the shopper’s checkout, linking to the order', async () => {
    order = await placeOrder(world, {
      items: [{ variant_id: variantId, quantity: 2 }],
      email: shopper,
      headers: german,
    });
    const mail = await nextMail(shopper);
    expect(mail.subject).toBe(`Bestellung #${order.display_id} bestätigt`);
    expect(languageOf(mail)).toEqual({ lang: 'de', dir: 'ltr', header: 'de' });
    expect(mail.text).toContain('Vielen Dank für Ihre Bestellung');
    const link = linkOf(mail);
    expect(link.href).toBe(`${ORIGIN}/order/confirmed/${order.id}`);
    const shown = expectContract(
      'StoreGetOrder',
      await call(shop, 'GET', `/store/orders/${order.id}`),
    );
    expect(shown.order.id).toBe(order.id);
  });

  it('shipment created: caused by staff, in the shopper’s language, with tracking numbers', async () => {
    expectContract(
      'AdminCaptureOrderPayment',
      await asStaff('POST', `/admin/orders/${order.id}/capture`),
    );
    const lineId = order.items[0]?.id as string;
    const fulfilled = expectContract(
      'AdminCreateOrderFulfillment',
      await asStaff('POST', `/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: lineId, quantity: 2 }],
        location_id: await reservedLocation(world, lineId),
      }),
    ).order;
    expectContract(
      'AdminCreateOrderShipment',
      await asStaff('POST', `/admin/orders/${order.id}/shipment`, {
        fulfillment_id: fulfilled.fulfillments[0].id,
        tracking_numbers: ['TRACK-42'],
      }),
    );
    const mail = await nextMail(shopper);
    expect(mail.subject).toBe(`Bestellung #${order.display_id} wurde versandt`);
    expect(languageOf(mail).lang).toBe('de');
    expect(mail.text).toContain('Sendungsnummern: TRACK-42');
    // A guest: the look-up page, which asks for the number and email the message states.
    const link = linkOf(mail);
    expect(link.href).toBe(`${ORIGIN}/orders/lookup`);
    const found = await call(
      shop,
      'GET',
      `/store/orders?display_id=${order.display_id}&email=${encodeURIComponent(shopper)}`,
    );
    expect(expectContract('StoreLookupOrder', found).order.id).toBe(order.id);
  });

  it('shipment created for an account holder: links to the account’s order page', async () => {
    const { headers } = await signUp(shop, 'konto@example.com');
    const polish = { ...headers, 'accept-language': 'pl-PL' };
    const placed = await placeOrder(world, {
      items: [{ variant_id: variantId, quantity: 1 }],
      email: 'konto@example.com',
      headers: polish,
    });
    expect((await nextMail('konto@example.com')).subject).toBe(
      `Zamówienie nr ${placed.display_id} zostało potwierdzone`,
    );
    const lineId = placed.items[0]?.id as string;
    const fulfilled = expectContract(
      'AdminCreateOrderFulfillment',
      await asStaff('POST', `/admin/orders/${placed.id}/fulfillment`, {
        items: [{ item_id: lineId, quantity: 1 }],
        location_id: await reservedLocation(world, lineId),
      }),
    ).order;
    await asStaff('POST', `/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: fulfilled.fulfillments[0].id,
    });
    const mail = await nextMail('konto@example.com');
    expect(mail.subject).toBe(`Zamówienie nr ${placed.display_id} zostało wysłane`);
    expect(mail.text).not.toContain('Numery przesyłek');
    expect(linkOf(mail).href).toBe(`${ORIGIN}/account/orders/${placed.id}`);
    const mine = expectContract(
      'StoreListCustomerOrders',
      await call(shop, 'GET', '/store/customers/me/orders', undefined, headers),
    );
    expect(mine.orders.map((o: { id: string }) => o.id)).toContain(placed.id);
  });

  it('refund: the amount in the shopper’s language', async () => {
    expectContract(
      'AdminRefundOrderPayment',
      await asStaff('POST', `/admin/orders/${order.id}/refund`, { amount: 500, reason: 'other' }),
    );
    const mail = await nextMail(shopper);
    expect(mail.subject).toBe(`Erstattung für Bestellung #${order.display_id}`);
    expect(mail.text).toMatch(/Wir haben 5,00\s€ für Ihre Bestellung/);
    expect(linkOf(mail).href).toBe(`${ORIGIN}/orders/lookup`);
  });

  it('return received: after the shopper’s return request, received by staff', async () => {
    const lineId = order.items[0]?.id as string;
    const requested = expectContract(
      'StoreCreateReturn',
      await call(
        shop,
        'POST',
        '/store/returns',
        {
          order_id: order.id,
          items: [{ item_id: lineId, quantity: 1 }],
        },
        german,
      ),
    ).return;
    expectContract(
      'AdminReceiveReturn',
      await asStaff('POST', `/admin/returns/${requested.id}/receive`, {
        items: [{ item_id: lineId, quantity: 1 }],
      }),
    );
    const mail = await nextMail(shopper);
    expect(mail.subject).toBe(
      `Ihre Rücksendung zu Bestellung #${order.display_id} ist eingegangen`,
    );
    expect(mail.text).toMatch(/Erstattung: 12,50\s€/);
    expect(linkOf(mail).href).toBe(`${ORIGIN}/orders/lookup`);
  });

  it('order edit requested: links to the storefront page where the shopper confirms', async () => {
    const placed = await placeOrder(world, {
      items: [{ variant_id: variantId, quantity: 1 }],
      email: shopper,
    });
    await nextMail(shopper);
    const edit = expectContract(
      'AdminCreateOrderEdit',
      await asStaff('POST', '/admin/order-edits', { order_id: placed.id }),
    ).order_edit;
    await asStaff('POST', `/admin/order-edits/${edit.id}/items`, {
      variant_id: variantId,
      quantity: 1,
    });
    expectContract(
      'AdminRequestOrderEdit',
      await asStaff('POST', `/admin/order-edits/${edit.id}/request`),
    );
    const mail = await nextMail(shopper);
    expect(mail.subject).toBe(
      `Bitte prüfen Sie die Änderungen an Bestellung #${placed.display_id}`,
    );
    expect(mail.text).toMatch(/Differenz von 12,50\s€/);
    const link = linkOf(mail);
    expect(link.href).toBe(`${ORIGIN}/order-edits/${edit.id}`);
    const shown = expectContract(
      'StoreGetOrderEdit',
      await call(shop, 'GET', link.pathname.replace('/order-edits/', '/store/order-edits/')),
    );
    expect(shown.order_edit).toMatchObject({ id: edit.id, status: 'requested' });
  });

  it('guest-order claim: to the orders’ email, whose link moves them to the account', async () => {
    const guest = 'invitado@example.com';
    const placed = await placeOrder(world, {
      items: [{ variant_id: variantId, quantity: 1 }],
      email: guest,
    });
    // Without a language of its own, the placed order's email is in English.
    expect((await nextMail(guest)).subject).toBe(`Order #${placed.display_id} confirmed`);
    const { customerId, headers } = await signUp(shop, 'cuenta@example.com');
    const requested = await call(
      shop,
      'POST',
      '/store/orders/batch/customer/token',
      { order_ids: [placed.id] },
      { ...headers, 'accept-language': 'es-MX,es;q=0.9' },
    );
    expectContract('StoreRequestCustomerOrders', requested);
    const mail = await nextMail(guest);
    expect(mail.subject).toBe('Confirma el traspaso de tus pedidos a tu cuenta');
    expect(languageOf(mail).lang).toBe('es');
    expect(mail.text).toContain(`pedidos realizados con ${guest}`);
    const link = linkOf(mail);
    expect(link.pathname).toBe('/orders/claim');
    const token = link.searchParams.get('token') as string;
    expectContract(
      'StoreConfirmCustomerOrders',
      await call(shop, 'POST', '/store/orders/customer/confirm', { token }, headers),
    );
    const moved = expectContract(
      'StoreGetOrder',
      await call(shop, 'GET', `/store/orders/${placed.id}`),
    );
    expect(moved.order.customer_id).toBe(customerId);
  });
});

describe('account emails', () => {
  it('staff password reset: in the requester’s language, the admin’s reset page, the token resets', async () => {
    await createUser(database.db, {
      email: 'owner@example.com',
      password: 'old password 1',
      role: 'admin',
    });
    const asked = await call(
      shop,
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
      await call(shop, 'POST', '/admin/users/reset-password', {
        token,
        password: 'new password 1',
      }),
    );
    const signedIn = await call(shop, 'POST', '/admin/auth', {
      email: 'owner@example.com',
      password: 'new password 1',
    });
    expectContract('AdminCreateAuth', signedIn);
  });

  it('shopper password reset: Arabic, right to left, the storefront’s page with token and email', async () => {
    await signUp(shop, 'layla@example.com');
    const asked = await call(
      shop,
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
    const reset = await call(shop, 'POST', '/store/customers/password-reset', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'brand new pw',
    });
    expectContract('StoreResetCustomerPassword', reset);
    expectContract(
      'StoreCreateAuthToken',
      await call(shop, 'POST', '/store/auth/token', {
        email: 'layla@example.com',
        password: 'brand new pw',
      }),
    );
  });

  it('invite: in the inviting staff member’s language, the admin’s invite page, the token makes the user', async () => {
    const invited = await call(
      staff,
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
    const accepted = await call(shop, 'POST', '/admin/invites/accept', {
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
        await call(staff, 'POST', '/admin/invites', { user: 'nuovo@example.com', role: 'member' }),
      );
      const mail = await nextMail('nuovo@example.com');
      expect(mail.subject).toBe('Sei stato invitato a unirti a Commerce Store');
      expect(languageOf(mail).lang).toBe('it');
    } finally {
      vi.stubEnv('STORE_LANGUAGE', '');
    }
  });
});

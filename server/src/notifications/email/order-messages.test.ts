import { describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { signUp } from '../../test/fixtures/carts.ts';
import { call, languageOf, linkOf, ORIGIN, useMailWorld } from '../../test/fixtures/mail.ts';
import { placeOrder, reservedLocation } from '../../test/fixtures/orders.ts';

/*
 * The order emails as shoppers get them: each caused through the API the way a shopper
 * or a staff member causes it, delivered to a real SMTP server on loopback, read with
 * mailparser, checked for its subject, language and link, and the link followed.
 */

const { world, asStaff, nextMail } = useMailWorld();

describe('order emails', () => {
  let order: { id: string; display_id: number; items: { id: string }[] };
  const shopper = 'kunde@example.com';
  const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

  it('order placed: in the language of the shopper’s checkout, linking to the order', async () => {
    order = await placeOrder(world(), {
      items: [{ variant_id: world().variantId, quantity: 2 }],
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
      await call(world().store, 'GET', `/store/orders/${order.id}`),
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
        location_id: await reservedLocation(world(), lineId),
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
      world().store,
      'GET',
      `/store/orders?display_id=${order.display_id}&email=${encodeURIComponent(shopper)}`,
    );
    expect(expectContract('StoreLookupOrder', found).order.id).toBe(order.id);
  });

  it('shipment created for an account holder: links to the account’s order page', async () => {
    const { headers } = await signUp(world().store, 'konto@example.com');
    const polish = { ...headers, 'accept-language': 'pl-PL' };
    const placed = await placeOrder(world(), {
      items: [{ variant_id: world().variantId, quantity: 1 }],
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
        location_id: await reservedLocation(world(), lineId),
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
      await call(world().store, 'GET', '/store/customers/me/orders', undefined, headers),
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
        world().store,
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
    const placed = await placeOrder(world(), {
      items: [{ variant_id: world().variantId, quantity: 1 }],
      email: shopper,
    });
    await nextMail(shopper);
    const edit = expectContract(
      'AdminCreateOrderEdit',
      await asStaff('POST', '/admin/order-edits', { order_id: placed.id }),
    ).order_edit;
    await asStaff('POST', `/admin/order-edits/${edit.id}/items`, {
      variant_id: world().variantId,
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
      await call(
        world().store,
        'GET',
        link.pathname.replace('/order-edits/', '/store/order-edits/'),
      ),
    );
    expect(shown.order_edit).toMatchObject({ id: edit.id, status: 'requested' });
  });

  it('guest-order claim: to the orders’ email, whose link moves them to the account', async () => {
    const guest = 'invitado@example.com';
    const placed = await placeOrder(world(), {
      items: [{ variant_id: world().variantId, quantity: 1 }],
      email: guest,
    });
    // Without a language of its own, the placed order's email is in English.
    expect((await nextMail(guest)).subject).toBe(`Order #${placed.display_id} confirmed`);
    const { customerId, headers } = await signUp(world().store, 'cuenta@example.com');
    const requested = await call(
      world().store,
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
      await call(world().store, 'POST', '/store/orders/customer/confirm', { token }, headers),
    );
    const moved = expectContract(
      'StoreGetOrder',
      await call(world().store, 'GET', `/store/orders/${placed.id}`),
    );
    expect(moved.order.customer_id).toBe(customerId);
  });
});

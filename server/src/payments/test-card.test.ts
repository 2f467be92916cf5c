import { describe, expect, it } from 'vitest';
import { manualPaymentProvider } from './manual.ts';
import type { ProviderData } from './provider.ts';
import { paymentProvider } from './providers.ts';
import { classifyCard, testCardPaymentProvider as provider } from './test-card.ts';

const context = { amount: 1000, currency_code: 'eur', resource_id: 'cart_1', email: null };

describe('payment providers', () => {
  it('classifies test card numbers', () => {
    expect(classifyCard('4242 4242 4242 4242')).toBe('authorizes');
    expect(classifyCard('4242-4242-4242-1234')).toBe('authorizes');
    expect(classifyCard('4000 0000 0000 0002')).toBe('declines');
    expect(classifyCard('4000002760003184')).toBe('requires_action');
    expect(classifyCard('5555 5555 5555 4444')).toBe('unknown');
    expect(classifyCard('4242')).toBe('unknown');
  });

  it('keeps the last four digits, never the number', async () => {
    const data = await provider.updateData(
      { status: 'pending' },
      { card_number: '4242 4242 4242 4242' },
    );
    expect(data).toEqual({ status: 'pending', card_last4: '4242', card_class: 'authorizes' });
    expect(JSON.stringify(data)).not.toContain('4242424242424242');
  });

  it('authorizes, declines or asks for more by card', async () => {
    const withCard = (number: string, extra = {}) =>
      provider.updateData({}, { card_number: number, ...extra });
    expect((await provider.authorize(await withCard('4242424242424242'), context)).status).toBe(
      'authorized',
    );
    expect(await provider.authorize(await withCard('4000000000000002'), context)).toMatchObject({
      status: 'error',
      message: 'The card was declined',
    });
    expect((await provider.authorize(await withCard('4111111111111111'), context)).status).toBe(
      'error',
    );
    const secure = await withCard('4000002760003184');
    const asked = await provider.authorize(secure, context);
    expect(asked).toMatchObject({
      status: 'requires_more',
      data: { three_d_secure: 'required', three_d_secure_amount: 1000 },
    });
    const passed = await provider.updateData(asked.data, { three_d_secure: 'passed' });
    expect((await provider.authorize(passed, context)).status).toBe('authorized');
    // A new card starts its authentication again.
    const swapped = await provider.updateData(passed, { card_number: '4000002760003184' });
    expect(swapped).not.toHaveProperty('three_d_secure');
    expect((await provider.authorize(swapped, context)).status).toBe('requires_more');
    expect((await provider.authorize({}, context)).status).toBe('requires_more');
  });

  it('takes a 3-D Secure outcome only as the answer to the challenge it asked for', async () => {
    const refused = (data: ProviderData, update: ProviderData) =>
      expect(provider.updateData(data, update)).rejects.toMatchObject({
        statusCode: 400,
        body: { code: 'payment_data_refused' },
      });
    const secure = await provider.updateData({}, { card_number: '4000002760003184' });
    const good = await provider.updateData({}, { card_number: '4242424242424242' });
    const declined = await provider.updateData({}, { card_number: '4000000000000002' });
    // No challenge was asked for yet, or not for this card: "passed" is not taken.
    await refused(secure, { three_d_secure: 'passed' });
    await refused(good, { three_d_secure: 'passed' });
    await refused(declined, { three_d_secure: 'passed' });
    await refused({}, { card_number: '4000002760003184', three_d_secure: 'passed' });
    // The keys the provider writes are never taken from a request.
    await refused({}, { card_number: '4000000000000002', card_class: 'authorizes' });
    await refused(declined, { status: 'authorized' });
    await refused(secure, { card_last4: '4242' });

    const asked = (await provider.authorize(secure, context)).data;
    await refused(asked, { three_d_secure: 'yes' });
    await refused(asked, { card_number: '4000002760003184', three_d_secure: 'passed' });
    const failed = await provider.updateData(asked, { three_d_secure: 'failed' });
    expect(await provider.authorize(failed, context)).toMatchObject({
      status: 'error',
      message: 'The card was declined: its 3-D Secure authentication failed',
    });
    // Once answered, the outcome stands: a failed challenge cannot be turned into a pass.
    await refused(failed, { three_d_secure: 'passed' });

    // A pass covers the amount the shopper confirmed; another amount is asked again.
    const passed = await provider.updateData(asked, { three_d_secure: 'passed' });
    const more = await provider.authorize(passed, { ...context, amount: 1200 });
    expect(more).toMatchObject({
      status: 'requires_more',
      data: { three_d_secure: 'required', three_d_secure_amount: 1200 },
    });
  });

  it('always authorizes manual payments, and knows only installed providers', async () => {
    expect((await manualPaymentProvider.authorize({}, context)).status).toBe('authorized');
    expect(paymentProvider('manual')).toBe(manualPaymentProvider);
    expect(() => paymentProvider('stripe')).toThrow('Payment provider stripe is not installed');
  });

  it('captures, refunds and cancels through the same interface', async () => {
    for (const plugin of [manualPaymentProvider, provider]) {
      const authorized = { card_last4: '4242', card_class: 'authorizes', status: 'authorized' };
      expect(await plugin.capture(authorized, 1000)).toMatchObject({ status: 'captured' });
      expect(await plugin.cancel(authorized)).toMatchObject({ status: 'canceled' });
    }
    const once = await provider.refund({ status: 'captured' }, 300);
    expect(await provider.refund(once, 200)).toMatchObject({ refunded: 500 });
  });
});

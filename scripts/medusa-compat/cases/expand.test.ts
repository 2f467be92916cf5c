/**
 * `expand` and `fields` on Medusa v1 (issue 25, item 2): the cases our server's test runs
 * too (server/src/http/expand-cases.ts), on a guest's order placed here. Refusals are
 * checked by status and the name in the message; the error code is our server's own.
 */
import { describe, expect, inject, it } from 'vitest';
import { type CaseIds, caseProblems, EXPAND_CASES } from '../../../server/src/http/expand-cases.ts';
import { SEED } from '../medusa.ts';
import { guestCheckout, medusaClient } from './steps.ts';

describe('expand and fields on Medusa v1', () => {
  let ids: CaseIds;
  let token: string;
  const base = () => inject('medusaUrl');

  it('places the order the cases read', async () => {
    const { completion, cart, variant } = await guestCheckout(
      medusaClient(),
      'expand@compat.test',
      1,
    );
    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
    ids = {
      orderId: completion.data.id,
      cartId: cart.id,
      productId: variant.product_id,
      customerId: completion.data.customer_id,
    };
    const signIn = await fetch(`${base()}/admin/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SEED.admin),
    });
    expect(signIn.status).toBe(200);
    token = (await signIn.json()).access_token;
  });

  for (const expandCase of EXPAND_CASES) {
    it(expandCase.name, async () => {
      const response = await fetch(`${base()}${expandCase.url(ids)}`, {
        headers: expandCase.api === 'admin' ? { authorization: `Bearer ${token}` } : {},
      });
      const text = await response.text();
      if (expandCase.refused) {
        expect(response.status, text).toBe(400);
        expect(text).toContain(expandCase.refused.names);
        return;
      }
      expect(response.status, text).toBe(200);
      expect(caseProblems(expandCase, ids, JSON.parse(text))).toEqual([]);
    });
  }
});

/**
 * Issue 25, item 5: Medusa v1 answers 401 with a plain-text body ("Unauthorized"), not the
 * JSON error of our contract. The generated client must still read it as a 401 error, which
 * is what the apps act on (the admin's session expiry, the storefront's "sign in again").
 */
import { adminCreateAuthToken, adminListOrders } from '@commerce/client/admin/operations';
import { ClientError, ClientErrorKind } from '@commerce/client/runtime';
import { storeGetCustomer } from '@commerce/client/store/operations';
import { describe, expect, it } from 'vitest';
import { SEED } from '../medusa.ts';
import { medusaClient } from './steps.ts';

async function failure(call: Promise<unknown>): Promise<ClientError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ClientError)) throw new Error(`expected a ClientError, got ${error}`);
  return error;
}

describe("Medusa v1's plain-text 401", () => {
  it('is what Medusa sends: "Unauthorized", not JSON', async () => {
    const response = await fetch(new URL('/admin/orders', medusaClient().config.baseUrl));
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type') ?? '').not.toContain('json');
    expect(await response.text()).toBe('Unauthorized');
  });

  it('is a 401 ClientError for an admin call without a session', async () => {
    const error = await failure(adminListOrders(medusaClient()));
    expect(error).toMatchObject({ kind: ClientErrorKind.Http, status: 401 });
  });

  it('is a 401 ClientError for a wrong password (text/plain)', async () => {
    const error = await failure(
      adminCreateAuthToken(medusaClient(), { email: SEED.admin.email, password: 'wrong one' }),
    );
    expect(error).toMatchObject({ kind: ClientErrorKind.Http, status: 401 });
  });

  it("is a 401 ClientError for a shopper's account without a session", async () => {
    const error = await failure(storeGetCustomer(medusaClient()));
    expect(error).toMatchObject({ kind: ClientErrorKind.Http, status: 401 });
  });
});

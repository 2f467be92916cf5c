import { useMedusa } from '@commerce/client';
import { storeCreateAuthToken } from '@commerce/client/store/auth/operations';
import { storeGetCustomer } from '@commerce/client/store/customers/operations';
import { tokenSessionOf } from '../../lib/api-client/store-token.ts';
import type { Shopper } from '../../lib/shopper/shopper.ts';

/*
 * Sign-in with a token, for an API on another origin (issue 25 item 1; where the token is
 * kept and why: lib/api-client/store-token.ts). On this server's origin the pages keep the
 * cookie session, and these do nothing.
 */

/**
 * Signs in with `POST /store/auth/token` when the client uses tokens, keeps the token for
 * the tab and answers the customer (`GET /store/customers/me`); undefined when the client
 * uses the cookie session, for the caller to sign in as before.
 */
export function useTokenSignIn() {
  const { client } = useMedusa();
  return async (credentials: { email: string; password: string }): Promise<Shopper | undefined> => {
    const session = tokenSessionOf(client);
    if (!session) return undefined;
    await storeCreateAuthToken(client, credentials);
    session.save();
    return (await storeGetCustomer(client)).customer;
  };
}

/**
 * Forgets the tab's token, if the client uses one (sign-out, whatever the API answered):
 * true when it did.
 */
export function useForgetToken() {
  const { client } = useMedusa();
  return (): boolean => {
    const session = tokenSessionOf(client);
    session?.clear();
    return Boolean(session);
  };
}

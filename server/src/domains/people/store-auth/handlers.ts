import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { requestSessions } from '../auth/authenticate.ts';
import { currentCustomerId } from '../auth/principal.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session.ts';
import { revokeSession, startSession } from '../auth/sessions.ts';
import { findCustomerByEmail } from '../customers/repository.ts';
import { customerWithAddresses, verifyCustomerCredentials } from '../customers/service.ts';

/** Customer sign-in on the store: a session cookie or a bearer token, never valid on /admin. */
export const storeAuthHandlers = {
  StoreCreateAuth: async (request, reply) => {
    const db = request.server.db;
    const row = await verifyCustomerCredentials(db, request.body.email, request.body.password);
    if (!row) throw errors.unauthorized('Wrong email or password');
    await setSessionCookie(request, reply, 'store', row.id);
    return { customer: await customerWithAddresses(db, row.id) };
  },

  StoreGetAuth: async (request) => {
    return { customer: await customerWithAddresses(request.server.db, currentCustomerId(request)) };
  },

  StoreDeleteAuth: async (request, reply) => {
    // Ends the sessions the request carries, so a copied cookie or token stops working too.
    const customerId = currentCustomerId(request);
    for (const sessionId of await requestSessions(request, 'store'))
      await revokeSession(request.server.db, 'store', customerId, sessionId);
    clearSessionCookie(request, reply, 'store');
    return {};
  },

  StoreCreateAuthToken: async (request) => {
    const db = request.server.db;
    const row = await verifyCustomerCredentials(db, request.body.email, request.body.password);
    if (!row) throw errors.unauthorized('Wrong email or password');
    const { token } = await startSession(request, 'store', 'bearer', row.id);
    return { access_token: token };
  },

  // Rate-limited (auth/plugin.ts): it tells whether an email has an account.
  StoreGetAuthEmail: async (request) => {
    const row = await findCustomerByEmail(request.server.db, request.params.email);
    return { exists: Boolean(row?.has_account) };
  },
} satisfies Handlers;

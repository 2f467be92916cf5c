import { newId } from '../../../db/ids.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { currentCustomerId } from '../auth/principal.ts';
import { setSessionCookie } from '../auth/session.ts';
import { findAddress, insertAddress, updateAddress, updateCustomer } from './repository.ts';
import {
  addressValues,
  customerWithAddresses,
  registerCustomer,
  requestCustomerPasswordReset,
  resetCustomerPassword,
  updateCustomerDetails,
} from './service.ts';

export const storeCustomerHandlers = {
  StoreCreateCustomer: async (request, reply) => {
    const row = await registerCustomer(request.server.db, request.body);
    // Signed in at once, as the contract says (the response sets the session cookie).
    await setSessionCookie(request, reply, 'store', row.id);
    return { customer: await customerWithAddresses(request.server.db, row.id) };
  },

  StoreGetCustomer: async (request) => {
    return { customer: await customerWithAddresses(request.server.db, currentCustomerId(request)) };
  },

  StoreUpdateCustomer: async (request) => {
    const id = currentCustomerId(request);
    const editor = { by: 'customer', sessionId: request.principal?.sessionId ?? null } as const;
    await updateCustomerDetails(request.server.db, id, request.body ?? {}, editor);
    return { customer: await customerWithAddresses(request.server.db, id) };
  },

  StoreCreateCustomerAddress: async (request) => {
    const id = currentCustomerId(request);
    await insertAddress(request.server.db, {
      id: newId('addr'),
      customer_id: id,
      ...addressValues(request.body.address),
    });
    return { customer: await customerWithAddresses(request.server.db, id) };
  },

  StoreUpdateCustomerAddress: async (request) => {
    const id = currentCustomerId(request);
    const { address_id } = request.params;
    const row = await updateAddress(request.server.db, address_id, id, addressValues(request.body));
    if (!row) throw errors.notFound('Address', address_id);
    return { customer: await customerWithAddresses(request.server.db, id) };
  },

  StoreDeleteCustomerAddress: async (request) => {
    const id = currentCustomerId(request);
    const { address_id } = request.params;
    const db = request.server.db;
    await withTransaction(db, async (tx) => {
      const row = await findAddress(tx, address_id);
      // Another customer's address is reported as unknown, so ids cannot be probed.
      if (row?.customer_id !== id) throw errors.notFound('Address', address_id);
      await updateAddress(tx, address_id, id, { deleted_at: new Date() });
      const customer = await customerWithAddresses(tx, id);
      if (customer.billing_address_id === address_id)
        await updateCustomer(tx, id, { billing_address_id: null });
    });
    return { customer: await customerWithAddresses(db, id) };
  },

  // No payment provider saves methods yet (only the built-in manual one, which keeps none).
  StoreListCustomerPaymentMethods: async (request) => {
    currentCustomerId(request);
    return { payment_methods: [] };
  },

  StoreCreateCustomerPasswordToken: async (request, reply) => {
    await requestCustomerPasswordReset(request, request.body.email);
    reply.status(204);
    return undefined;
  },

  StoreResetCustomerPassword: async (request) => {
    const row = await resetCustomerPassword(request.server.db, request.body);
    return { customer: await customerWithAddresses(request.server.db, row.id) };
  },
} satisfies Handlers;

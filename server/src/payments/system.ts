import { errors } from '../errors.ts';
import type { PaymentProvider } from './provider.ts';

/** The id of the provider below; a row of `payment_provider` (migration 0019). */
export const SYSTEM_PAYMENT_PROVIDER_ID = 'system';

const notForShoppers = () =>
  errors.notAllowed(
    'The system payment provider only records payments staff took outside the store',
    'payment_provider_not_allowed',
  );

/**
 * `system`: the payment staff record when they mark a draft order paid (the money came
 * outside the store, so there is nothing to authorize). It is never one of a region's
 * providers, so no shopper gets a session of it; should one reach it anyway, it opens and
 * authorizes nothing. Capture and refund only record, like `manual`.
 */
export const systemPaymentProvider: PaymentProvider = {
  id: SYSTEM_PAYMENT_PROVIDER_ID,
  initiate: async () => {
    throw notForShoppers();
  },
  updateData: async () => {
    throw notForShoppers();
  },
  authorize: async (data) => ({
    status: 'error',
    data,
    message: 'The system payment provider cannot authorize payments',
  }),
  capture: async (data) => ({ ...data, status: 'captured' }),
  refund: async (data) => ({ ...data }),
  cancel: async (data) => ({ ...data, status: 'canceled' }),
};

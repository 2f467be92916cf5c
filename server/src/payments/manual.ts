import type { PaymentProvider } from './provider.ts';

/**
 * `manual`: the store takes the money outside the system (cash on delivery, bank
 * transfer), so every authorization succeeds and staff capture by hand.
 */
export const manualPaymentProvider: PaymentProvider = {
  id: 'manual',
  initiate: async () => ({ status: 'pending' }),
  updateData: async (current, update) => ({ ...current, ...update }),
  authorize: async (data) => ({ status: 'authorized', data: { ...data, status: 'authorized' } }),
  capture: async (data) => ({ ...data, status: 'captured' }),
  refund: async (data) => ({ ...data }),
  cancel: async (data) => ({ ...data, status: 'canceled' }),
};

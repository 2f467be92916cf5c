import { errors } from '../errors.ts';
import { testCardPaymentsFromEnv } from '../settings/demo-defaults.ts';
import { manualPaymentProvider } from './manual.ts';
import type { PaymentProvider } from './provider.ts';
import { systemPaymentProvider } from './system.ts';
import { testCardPaymentProvider } from './test-card.ts';

/**
 * The payment plugins this server has, by id. The `payment_provider` table (migration
 * 0003) names the ones regions may use; a provider listed there without a plugin here
 * cannot open sessions.
 */
const PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map(
  [manualPaymentProvider, testCardPaymentProvider, systemPaymentProvider].map((provider) => [
    provider.id,
    provider,
  ]),
);

const notInstalled = (id: string) =>
  errors.notAllowed(`Payment provider ${id} is not installed`, 'payment_provider_not_installed');

/**
 * `test-card` while it is switched off (`PAYMENT_TEST_CARD`, settings/demo-defaults.ts): a
 * production store must not take an order paid with a made-up card, so it opens, changes
 * and authorizes nothing. Payments it took while it was on can still be captured,
 * refunded and canceled, which only records what staff do.
 */
const switchedOffTestCard: PaymentProvider = {
  ...testCardPaymentProvider,
  initiate: async () => {
    throw notInstalled(testCardPaymentProvider.id);
  },
  updateData: async () => {
    throw notInstalled(testCardPaymentProvider.id);
  },
  authorize: async () => {
    throw notInstalled(testCardPaymentProvider.id);
  },
};

/** Whether the plugin of `id` takes new payments in this server (the admin's `is_installed`). */
export function paymentProviderInstalled(id: string, env = process.env): boolean {
  if (id === testCardPaymentProvider.id) return testCardPaymentsFromEnv(env);
  return PROVIDERS.has(id);
}

export function paymentProvider(id: string): PaymentProvider {
  const provider = PROVIDERS.get(id);
  if (!provider) throw notInstalled(id);
  if (!paymentProviderInstalled(id)) return switchedOffTestCard;
  return provider;
}

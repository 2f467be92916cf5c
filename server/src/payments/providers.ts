import { errors } from '../errors.ts';
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

export function paymentProvider(id: string): PaymentProvider {
  const provider = PROVIDERS.get(id);
  if (!provider) {
    throw errors.notAllowed(
      `Payment provider ${id} is not installed`,
      'payment_provider_not_installed',
    );
  }
  return provider;
}

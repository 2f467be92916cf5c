/*
 * Payment providers are plugins behind one interface (issue 5, item 3): the cart, checkout
 * and order work only ever call these methods, so adding a provider (Stripe, …) means
 * writing one object and registering it in providers.ts.
 *
 * A provider's data is opaque to the server: it is kept on the payment session (and then
 * the payment) as the provider returns it, and shown to the storefront, so a provider
 * must never put a secret the shopper should not see into it.
 */

import { errors } from '../errors.ts';

export type ProviderData = Record<string, unknown>;

/**
 * What a provider's `updateData` throws for data it will not take (a key only it may write,
 * a 3-D Secure outcome it did not ask for): `400 payment_data_refused`, the session unchanged.
 */
export const refuseData = (message: string) => errors.invalidData(message, 'payment_data_refused');

/** What is being paid for. */
export interface PaymentContext {
  /** In the minor unit of the currency. */
  amount: number;
  currency_code: string;
  /** The cart (or payment collection) the session pays for. */
  resource_id: string;
  email: string | null;
}

export type AuthorizationResult =
  | { status: 'authorized'; data: ProviderData }
  /** The shopper must act (e.g. 3-D Secure) before the payment can be authorized. */
  | { status: 'requires_more'; data: ProviderData; message: string }
  /** The provider refused the payment. */
  | { status: 'error'; data: ProviderData; message: string };

export interface PaymentProvider {
  readonly id: string;
  /** Opens a session with the provider; answers the data kept on it. */
  initiate(context: PaymentContext): Promise<ProviderData>;
  /**
   * Applies data the storefront sends (e.g. a card) to the session's data; throws
   * {@link refuseData} for data it will not take.
   */
  updateData(current: ProviderData, update: ProviderData): Promise<ProviderData>;
  /** Authorizes the session's amount. */
  authorize(data: ProviderData, context: PaymentContext): Promise<AuthorizationResult>;
  /** Captures an authorized payment; answers the payment's new data. */
  capture(data: ProviderData, amount: number): Promise<ProviderData>;
  /** Refunds part or all of a captured payment. */
  refund(data: ProviderData, amount: number): Promise<ProviderData>;
  /** Cancels a session or an uncaptured payment. */
  cancel(data: ProviderData): Promise<ProviderData>;
}

import type { FastifyBaseLogger } from 'fastify';

/*
 * The pluggable part of notifications: a provider delivers a message (an email, a text
 * message…) for an event on a resource. The server records every message sent as a
 * `notification` row, whichever provider sent it (see notify.ts).
 */

export interface NotificationMessage {
  /** The event that caused the message, e.g. `customer.password_reset`. */
  event_name: string | null;
  resource_type: string;
  resource_id: string;
  /** The address to deliver to, e.g. an email address. */
  to: string;
  customer_id?: string | null;
  /** What the message is built from; it may hold a secret (a reset token, an invite). */
  data: Record<string, unknown>;
}

/** What the provider sent, as it is recorded (e.g. `data` plus the provider's message id). */
export interface SentMessage {
  to: string;
  data: Record<string, unknown>;
}

export interface NotificationProvider {
  /** Recorded as the notification's provider_id, e.g. `log` or `sendgrid`. */
  readonly id: string;
  /** Delivers the message; throws when it could not be sent. */
  send(message: NotificationMessage, log: FastifyBaseLogger): Promise<SentMessage>;
}

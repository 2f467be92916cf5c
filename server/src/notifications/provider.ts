import type { FastifyBaseLogger } from 'fastify';

/*
 * The pluggable part of notifications: a provider delivers a message (an email, a text
 * message…) for an event on a resource. The server records every message sent as a
 * `notification` row, whichever provider sent it (see notify.ts).
 */

/** A message as a provider receives it. */
export interface OutgoingMessage {
  /** The event that caused the message, e.g. `customer.password_reset`. */
  event_name: string | null;
  resource_type: string;
  resource_id: string;
  /** The address to deliver to, e.g. an email address. */
  to: string;
  customer_id?: string | null;
  /**
   * What the message is built from. For a provider it includes the message's secret, if
   * any (a reset or invite token, see `NotificationMessage.secret`): it may go into the
   * mail, never into a log.
   */
  data: Record<string, unknown>;
}

/** A message to send, as the other slices hand it to `notify`. */
export interface NotificationMessage extends OutgoingMessage {
  /**
   * A secret for the recipient only (`{ token }` of a password reset, an invite or an order
   * claim): merged into `data` when the provider builds the message, never recorded,
   * logged nor answered. Such a notification cannot be resent; its secret is gone.
   */
  secret?: Record<string, string>;
}

/**
 * What the provider sent, as it is recorded (e.g. `data` plus the provider's message id);
 * any entry holding the secret is dropped before it is stored.
 */
export interface SentMessage {
  to: string;
  data: Record<string, unknown>;
}

export interface NotificationProvider {
  /** Recorded as the notification's provider_id, e.g. `log` or `sendgrid`. */
  readonly id: string;
  /** Delivers the message; throws when it could not be sent. */
  send(message: OutgoingMessage, log: FastifyBaseLogger): Promise<SentMessage>;
}

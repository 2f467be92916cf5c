import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';

/*
 * Messages that carry a secret to a person (an invite link, a password reset token). No
 * notification provider exists yet, so they are emitted in-process (tests and a future
 * notification service listen) and logged without the secret, which must never reach a
 * log or a response.
 */

export type AuthMessage =
  | { kind: 'invite'; email: string; token: string; invite_id: string }
  | { kind: 'user-password-reset'; email: string; token: string }
  | { kind: 'customer-password-reset'; email: string; token: string };

export const authMessages = new EventEmitter<{ message: [AuthMessage] }>();

export function sendAuthMessage(request: FastifyRequest, message: AuthMessage): void {
  const { token: _secret, ...visible } = message;
  request.log.info(visible, 'auth message to send');
  authMessages.emit('message', message);
}

import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { notify } from '../../../notifications/notify.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';

/*
 * Messages that carry a secret to a person (an invite link, a password reset token). Each
 * becomes a notification (notifications/notify.ts) whose token is its `secret`: the
 * provider gets it to deliver, the notification table does not keep it, and it never
 * reaches a log or a response. They are also emitted in-process, for tests.
 */

export type AuthMessage =
  | { kind: 'invite'; email: string; token: string; invite_id: string }
  | { kind: 'user-password-reset'; email: string; token: string; user_id: string }
  | { kind: 'customer-password-reset'; email: string; token: string; customer_id: string };

export const authMessages = new EventEmitter<{ message: [AuthMessage] }>();

function asNotification(message: AuthMessage): NotificationMessage {
  const { email, token } = message;
  switch (message.kind) {
    case 'invite':
      return {
        event_name: 'invite.created',
        resource_type: 'invite',
        resource_id: message.invite_id,
        to: email,
        data: { id: message.invite_id, user_email: email },
        secret: { token },
      };
    case 'user-password-reset':
      return {
        event_name: 'user.password_reset',
        resource_type: 'user',
        resource_id: message.user_id,
        to: email,
        data: { id: message.user_id, email },
        secret: { token },
      };
    case 'customer-password-reset':
      return {
        event_name: 'customer.password_reset',
        resource_type: 'customer',
        resource_id: message.customer_id,
        customer_id: message.customer_id,
        to: email,
        data: { id: message.customer_id, email },
        secret: { token },
      };
  }
}

/**
 * Never throws: a failed notification is logged, not answered, because the password
 * reset operations must answer the same whether or not the email has an account.
 */
export async function sendAuthMessage(
  request: FastifyRequest,
  message: AuthMessage,
): Promise<void> {
  const { token: _secret, ...visible } = message;
  request.log.info(visible, 'auth message to send');
  authMessages.emit('message', message);
  try {
    await notify(request, asNotification(message));
  } catch (error) {
    request.log.error({ err: error, ...visible }, 'auth message could not be sent');
  }
}

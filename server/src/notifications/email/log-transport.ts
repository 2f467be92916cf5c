import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './transport.ts';

/**
 * `MAIL_TRANSPORT=log` (transport-choice.ts): instead of sending, one info line per email
 * with its recipient, kind, subject and link, so a local install can finish a password
 * reset or accept an invite. The link is the one secret printed (the body is not): it is
 * what the recipient needs, which is why this transport never runs beside `SMTP_URL`.
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(message) {
      const link = message.link ? `: ${message.link}` : '';
      log.info(`Email to ${message.to} (${message.event_name}) "${message.subject}"${link}`);
    },
  };
}

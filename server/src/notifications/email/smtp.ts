import { createRequire } from 'node:module';
import type { MailTransport } from './transport.ts';

// nodemailer (2.8 MB of heap) is loaded by the first SMTP transport, not by every server:
// without SMTP_URL none is made (server/README.md, "Memory", fifth pass).
const require = createRequire(import.meta.url);

/**
 * Sends through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://…:465`).
 * Timeouts stay well under the worker's lease, so a hung server fails the attempt
 * instead of letting another instance send the message a second time.
 */
export function smtpTransport(url: string): MailTransport {
  const { createTransport } = require('nodemailer') as typeof import('nodemailer');
  const transporter = createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.language },
      });
    },
    close: () => transporter.close(),
  };
}

import type { MailTransport } from './transport.ts';

/**
 * Without `SMTP_URL`, mail is printed instead of sent: one short line per message with
 * its link, so a local install can finish a password reset or accept an invite. This is
 * the one place a token is printed (README "Email"); no SMTP_URL means no real recipients.
 */
export function terminalTransport(print: (line: string) => void = console.log): MailTransport {
  return {
    kind: 'terminal',
    async send(message) {
      print(
        `Email to ${message.to} (${message.event_name}): ${message.subject}\n  ${message.link}`,
      );
    },
  };
}

import { seedDemoDefault } from '../../settings/demo-defaults.ts';
import { type Read, readBoolean, readOneOf } from '../../settings/values.ts';

/*
 * Where email goes (`MAIL_TRANSPORT`): `smtp` sends through `SMTP_URL`; `log` prints each
 * email's recipient, kind and link in the server's log, so a local install can finish a
 * password reset or an invite; `none` keeps emails in the outbox until `SMTP_URL` is set.
 * A link holds a one-time token, so `log` is the default only for the demo store (whose
 * addresses are made up), never with `SMTP_URL`; a real store without SMTP gets `none`
 * and a warning at start-up rather than secrets in a log collector.
 */

export const MAIL_TRANSPORTS = ['smtp', 'log', 'none'] as const;
export type MailTransportName = (typeof MAIL_TRANSPORTS)[number];

/** `MAIL_TRANSPORT` checked against `SMTP_URL`, else its default (see above). */
export function readMailTransport(env: NodeJS.ProcessEnv): Read<MailTransportName> {
  const smtpUrl = Boolean(env.SMTP_URL?.trim());
  const seedDemo = readBoolean('SEED_DEMO', env.SEED_DEMO, seedDemoDefault(env));
  const demo = 'value' in seedDemo && seedDemo.value;
  const fallback = smtpUrl ? 'smtp' : demo ? 'log' : 'none';
  const read = readOneOf('MAIL_TRANSPORT', env.MAIL_TRANSPORT, MAIL_TRANSPORTS, fallback);
  if ('problem' in read) return read;
  if (read.value === 'smtp' && !smtpUrl) {
    return { problem: 'MAIL_TRANSPORT=smtp needs SMTP_URL' };
  }
  if (read.value !== 'smtp' && smtpUrl) {
    return {
      problem: `MAIL_TRANSPORT=${read.value} would not use SMTP_URL: unset one of the two`,
    };
  }
  return read;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type DeliveryEvent, MailDelivery, type MailDeliveryOptions } from './delivery.ts';
import { logTransport } from './log-transport.ts';
import { smtpTransport } from './smtp.ts';
import type { MailTransport } from './transport.ts';
import { readMailTransport } from './transport-choice.ts';

/** What buildApp() may set over the environment (tests: another SMTP server, short pauses). */
export type MailOptions = Partial<Omit<MailDeliveryOptions, 'db'>> & {
  /** Instead of `SMTP_URL`. */
  smtpUrl?: string;
};

function positive(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * Logs what the worker did: addresses and errors, never a body or a link. A message the
 * log transport printed was not sent, so that is not said at info level.
 */
function logEvents(log: FastifyBaseLogger, transport: MailTransport) {
  return (event: DeliveryEvent) => {
    if (event.type === 'poll-error') log.error({ err: event.error }, 'mail delivery poll failed');
    else if (event.type === 'failed') log.error(event, 'email given up after its last attempt');
    else if (event.type === 'retry') log.warn(event, 'email not sent, will retry');
    else if (transport.kind === 'smtp') log.info(event, 'email sent');
    else log.debug(event, 'email printed');
  };
}

/** `MAIL_TRANSPORT=none`: the worker does not start (plugin.ts), so nothing reaches this. */
const heldTransport: MailTransport = {
  kind: 'none',
  async send() {
    throw new Error('No mail transport: set SMTP_URL');
  },
};

/** The transport of `MAIL_TRANSPORT` (transport-choice.ts); a test's `smtpUrl` wins. */
function transportFor(
  smtpUrl: string | undefined,
  log: FastifyBaseLogger,
  env: NodeJS.ProcessEnv,
): MailTransport {
  if (smtpUrl) return smtpTransport(smtpUrl);
  const choice = readMailTransport(env);
  // Start-up refused a wrong value (settings.ts); an app built without that check holds mail.
  if ('value' in choice && choice.value === 'log') return logTransport(log);
  log.warn(
    'Emails are not sent: SMTP_URL is not set. They wait in the outbox and go out once it is ' +
      '(MAIL_TRANSPORT=log prints their links in this log instead, for a local install).',
  );
  return heldTransport;
}

/**
 * The delivery worker of this app: SMTP when `SMTP_URL` is set, else the log or nothing
 * (`MAIL_TRANSPORT`); `MAIL_FROM`, `MAIL_MAX_ATTEMPTS` and `MAIL_RETRY_BASE_MS` (server/README.md).
 */
export function mailDeliveryFor(
  db: Db,
  log: FastifyBaseLogger,
  options: MailOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): MailDelivery {
  const { smtpUrl = env.SMTP_URL?.trim(), transport: given, ...rest } = options;
  const transport = given ?? transportFor(smtpUrl, log, env);
  return new MailDelivery({
    db,
    transport,
    from: env.MAIL_FROM?.trim() || undefined,
    maxAttempts: positive(env.MAIL_MAX_ATTEMPTS),
    retryBaseMs: positive(env.MAIL_RETRY_BASE_MS),
    onEvent: logEvents(log, transport),
    ...rest,
  });
}

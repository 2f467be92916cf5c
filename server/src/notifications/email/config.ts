import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type DeliveryEvent, MailDelivery, type MailDeliveryOptions } from './delivery.ts';
import { smtpTransport } from './smtp.ts';
import { terminalTransport } from './terminal.ts';

/** What buildApp() may set over the environment (tests: another SMTP server, short pauses). */
export type MailOptions = Partial<Omit<MailDeliveryOptions, 'db'>> & {
  /** Instead of `SMTP_URL`. */
  smtpUrl?: string;
};

function positive(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Logs what the worker did: addresses and errors, never a body or a link. */
function logEvents(log: FastifyBaseLogger) {
  return (event: DeliveryEvent) => {
    if (event.type === 'poll-error') log.error({ err: event.error }, 'mail delivery poll failed');
    else if (event.type === 'failed') log.error(event, 'email given up after its last attempt');
    else if (event.type === 'retry') log.warn(event, 'email not sent, will retry');
    else log.info(event, 'email sent');
  };
}

/**
 * The delivery worker of this app: SMTP when `SMTP_URL` is set, else the terminal;
 * `MAIL_FROM`, `MAIL_MAX_ATTEMPTS` and `MAIL_RETRY_BASE_MS` (server/README.md).
 */
export function mailDeliveryFor(
  db: Db,
  log: FastifyBaseLogger,
  options: MailOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): MailDelivery {
  const { smtpUrl = env.SMTP_URL?.trim(), ...rest } = options;
  return new MailDelivery({
    db,
    transport: smtpUrl ? smtpTransport(smtpUrl) : terminalTransport(),
    from: env.MAIL_FROM?.trim() || undefined,
    maxAttempts: positive(env.MAIL_MAX_ATTEMPTS),
    retryBaseMs: positive(env.MAIL_RETRY_BASE_MS),
    onEvent: logEvents(log),
    ...rest,
  });
}

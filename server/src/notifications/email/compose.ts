import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { publicOrigin } from '../../http/public-url.ts';
import type { NotificationMessage } from '../provider.ts';
import { chooseLanguage } from './language.ts';
import { type RenderedEmail, renderEmail } from './render.ts';
import { storeDetails } from './store-details.ts';
import { emailContent, sendsEmail } from './templates.ts';

/** What notify() is given of the request that caused a message (none for a job). */
export type MailRequest = Partial<Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>> & {
  principal?: { actor: string } | null;
};

/** The origin of links without a request: `PUBLIC_URL`, else where main.ts listens. */
function originWithoutRequest(env: NodeJS.ProcessEnv): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 9000}`;
}

/**
 * The email of a notification, rendered now (with its link, whose origin is the request's
 * or `PUBLIC_URL`), or undefined when the event sends no email.
 */
export async function composeEmail(
  db: Db,
  request: MailRequest,
  message: NotificationMessage,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RenderedEmail | undefined> {
  // Which template first: an event without one needs neither the store nor a language.
  if (!sendsEmail(message.event_name)) return undefined;
  const header = request.headers?.['accept-language'];
  // The store's details and the recipient's language at once (issue 29, tenth pass):
  // outside a transaction, each on its own connection, answered in parallel.
  const [settings, language] = await Promise.all([
    storeDetails.get()(db),
    chooseLanguage(
      db,
      message.event_name ?? '',
      message.to,
      request.headers
        ? {
            acceptLanguage: Array.isArray(header) ? header.join(',') : header,
            byStaff: request.principal?.actor === 'user',
          }
        : undefined,
      env,
    ),
  ]);
  const origin =
    request.protocol && request.host
      ? publicOrigin({ protocol: request.protocol, host: request.host }, env)
      : originWithoutRequest(env);
  const input = {
    data: message.data,
    secret: message.secret ?? {},
    to: message.to,
    origin,
    store: {
      name: settings.name,
      invite_link_template: settings.invite_link_template,
    },
  };
  const content = emailContent(message.event_name, { ...input, language });
  return content && renderEmail(language, content);
}

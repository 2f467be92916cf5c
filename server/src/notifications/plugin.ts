import type { FastifyInstance } from 'fastify';
import { type MailOptions, mailDeliveryFor } from './email/config.ts';
import type { MailDelivery } from './email/delivery.ts';
import { logNotificationProvider } from './log-provider.ts';
import type { NotificationProvider } from './provider.ts';

export interface NotificationProviders {
  /** The provider new notifications go through: the first one configured. */
  active: NotificationProvider;
  /** Every configured provider by id; a resend goes through the original's provider. */
  byId: ReadonlyMap<string, NotificationProvider>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationProviders: NotificationProviders;
    /** Sends the mail outbox (email/delivery.ts); runs while the server listens. */
    mailDelivery: MailDelivery;
  }
}

/**
 * Makes the configured providers (by default only the log provider) known to the app, and
 * the mail delivery worker: started once the server listens (unless mail is held) (so `inject`-only tests run
 * none unless they start it) and stopped when it closes.
 */
export function registerNotifications(
  app: FastifyInstance,
  providers: NotificationProvider[] = [logNotificationProvider],
  mail: MailOptions = {},
): void {
  const [active] = providers;
  if (!active) throw new Error('At least one notification provider is needed');
  app.decorate('notificationProviders', {
    active,
    byId: new Map(providers.map((provider) => [provider.id, provider])),
  });
  const delivery = mailDeliveryFor(app.db, app.log, mail);
  app.decorate('mailDelivery', delivery);
  // Held mail (MAIL_TRANSPORT=none) stays in the outbox for an instance that can send it.
  app.addHook('onListen', async () => {
    if (delivery.transport.kind !== 'none') delivery.start();
  });
  app.addHook('onClose', async () => delivery.stop());
}

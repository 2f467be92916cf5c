import type { FastifyInstance } from 'fastify';
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
  }
}

/** Makes the configured providers (by default only the log provider) known to the app. */
export function registerNotifications(
  app: FastifyInstance,
  providers: NotificationProvider[] = [logNotificationProvider],
): void {
  const [active] = providers;
  if (!active) throw new Error('At least one notification provider is needed');
  app.decorate('notificationProviders', {
    active,
    byId: new Map(providers.map((provider) => [provider.id, provider])),
  });
}

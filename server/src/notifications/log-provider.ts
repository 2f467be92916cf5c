import type { NotificationProvider } from './provider.ts';

/**
 * The default provider: it delivers nothing, it only logs that a message is due, so that a
 * deployment without an email provider still records every notification. `data` stays out
 * of the log, because it may carry a secret (a password reset token).
 */
export const logNotificationProvider: NotificationProvider = {
  id: 'log',
  async send(message, log) {
    const { event_name, resource_type, resource_id, to } = message;
    log.info({ event_name, resource_type, resource_id, to }, 'notification to send');
    return { to, data: message.data };
  },
};

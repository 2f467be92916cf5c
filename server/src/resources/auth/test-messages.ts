import { type AuthMessage, authMessages } from './messages.ts';

/** The next auth message of this kind the server sends (invites, resets; for tests). */
export function nextMessage(kind: AuthMessage['kind']): Promise<AuthMessage> {
  return new Promise((resolve) => {
    const listener = (message: AuthMessage) => {
      if (message.kind !== kind) return;
      authMessages.off('message', listener);
      resolve(message);
    };
    authMessages.on('message', listener);
  });
}

import type { i18n as I18n } from 'i18next';
import type { Client } from '../runtime/client.ts';

/**
 * Makes `client` send the app's language (`Accept-Language`) now and after every change,
 * so what the server writes for this person — a reset email, an order confirmation — is
 * in the language they chose in the app, not only their browser's. Returns the undo.
 */
export function sendLanguageWith(client: Pick<Client, 'setLanguage'>, i18n: I18n): () => void {
  const follow = (language: string | undefined) => client.setLanguage(language || undefined);
  follow(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', follow);
  return () => i18n.off('languageChanged', follow);
}

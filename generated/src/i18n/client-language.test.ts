import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { sendLanguageWith } from './client-language.ts';

describe('sendLanguageWith', () => {
  it('hands the client the current language, then every change, until undone', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'de', resources: { de: {}, ar: {} }, initAsync: false });
    const sent: (string | undefined)[] = [];
    const undo = sendLanguageWith({ setLanguage: (code) => sent.push(code) }, i18n);
    await i18n.changeLanguage('ar');
    undo();
    await i18n.changeLanguage('de');
    expect(sent).toEqual(['de', 'ar']);
  });
});

/**
 * @commerce/client/i18n: what both apps share to speak the shopper's or staff member's
 * language: the 21 languages, detection, the translation backend and its read rules, and a
 * test instance. Each app keeps its namespaces, its locale files and its typed keys.
 */

export * from './client-language.ts';
export * from './create-app-i18n.ts';
export * from './document-language.ts';
export * from './language-detector.ts';
export * from './languages.ts';
export * from './test-i18n.ts';
export * from './translation-backend.ts';

import { languageOf } from './languages.ts';

/** Sets `<html lang dir>` so screen readers, fonts and the layout follow the language. */
export function applyLanguageToDocument(doc: Document, lng: string): void {
  const language = languageOf(lng);
  doc.documentElement.lang = language.htmlLang;
  // Arabic is the one right-to-left language (issue 7: the whole layout mirrors with it).
  doc.documentElement.dir = language.dir;
}

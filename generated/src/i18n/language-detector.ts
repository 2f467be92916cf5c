import type { LanguageDetectorModule } from 'i18next';
import { matchLanguage } from './languages.ts';

/**
 * Both apps' language detection (specification section 9): a `?lng=` link wins, then the
 * language picked earlier (saved under `storageKey`), then the browser's list. It replaces
 * i18next-browser-languagedetector, which looks in cookies, paths and subdomains these apps
 * never use (issue 29: every byte of it was in each app's first load).
 */
export function languageDetector(storageKey: string): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const found: string[] = [];
      const link = new URLSearchParams(window.location.search).get('lng');
      if (link) found.push(link);
      const saved = readSaved(storageKey);
      if (saved) found.push(saved);
      found.push(...(navigator.languages ?? []));
      if (navigator.language) found.push(navigator.language);
      // Cut to the primary part and map `tm` to `ta`. A code we do not have is passed on
      // unchanged rather than turned into English here: i18next then tries the next one
      // (nl-NL, de -> de) and uses fallbackLng when none matches.
      return found.map((detected) => matchLanguage(detected) ?? detected);
    },
    cacheUserLanguage(language) {
      if (language === 'cimode') return;
      try {
        window.localStorage.setItem(storageKey, language);
      } catch {
        // Storage refused (a private window, a full quota): the choice lasts this visit.
      }
    },
  };
}

function readSaved(storageKey: string): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The colour theme: light, dark, or the operating system's choice. The choice is kept in
 * localStorage and applied on `<html>` as the `dark` class (which the design system's theme
 * file keys its dark tokens on) and `data-theme`.
 */

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<ThemePreference, 'system'>;

export const THEME_STORAGE_KEY = 'commerce.admin.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Private modes and sandboxed frames may refuse access; the theme then lasts a visit.
    return undefined;
  }
}

export function readThemePreference(): ThemePreference {
  const stored = storage()?.getItem(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : 'system';
}

// Every screen showing the choice (the profile page, the user menu) reads this one value, so
// a change made in one shows in all at once; it also lasts the visit when storage refuses.
let chosen: ThemePreference | undefined;
const listeners = new Set<() => void>();

export function saveThemePreference(preference: ThemePreference): void {
  storage()?.setItem(THEME_STORAGE_KEY, preference);
  chosen = preference;
  for (const listener of listeners) listener();
}

/** The preference in effect: the one chosen in this visit, else the stored one. */
export function currentThemePreference(): ThemePreference {
  return chosen ?? readThemePreference();
}

/** Calls `listener` after each saved change; returns the unsubscribe. */
export function subscribeThemePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The media query for the system's choice; jsdom and old engines have no matchMedia. */
export function systemDarkQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : undefined;
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference !== 'system') return preference;
  return systemDarkQuery()?.matches ? 'dark' : 'light';
}

export function applyTheme(preference: ThemePreference, doc: Document = document): ResolvedTheme {
  const resolved = resolveTheme(preference);
  doc.documentElement.classList.toggle('dark', resolved === 'dark');
  doc.documentElement.dataset.theme = resolved;
  return resolved;
}

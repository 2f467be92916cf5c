import { useEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  currentThemePreference,
  saveThemePreference,
  subscribeThemePreference,
  systemDarkQuery,
  type ThemePreference,
} from './theme.ts';

/**
 * The theme preference and a setter that saves and applies it; every caller sees a change
 * at once. While the preference is `system`, a change of the operating system's setting is
 * followed at once.
 */
export function useTheme(): [ThemePreference, (next: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribeThemePreference, currentThemePreference);

  useEffect(() => {
    applyTheme(preference);
    if (preference !== 'system') return;
    const query = systemDarkQuery();
    const follow = () => applyTheme('system');
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, [preference]);

  return [preference, saveThemePreference];
}

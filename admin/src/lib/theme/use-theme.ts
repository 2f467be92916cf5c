import { useCallback, useEffect, useState } from 'react';
import {
  applyTheme,
  readThemePreference,
  saveThemePreference,
  systemDarkQuery,
  type ThemePreference,
} from './theme.ts';

/**
 * The theme preference and a setter that saves and applies it. While the preference is
 * `system`, a change of the operating system's setting is followed at once.
 */
export function useTheme(): [ThemePreference, (next: ThemePreference) => void] {
  const [preference, setPreference] = useState(readThemePreference);

  useEffect(() => {
    applyTheme(preference);
    if (preference !== 'system') return;
    const query = systemDarkQuery();
    const follow = () => applyTheme('system');
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, [preference]);

  const choose = useCallback((next: ThemePreference) => {
    saveThemePreference(next);
    setPreference(next);
  }, []);

  return [preference, choose];
}

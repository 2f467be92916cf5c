import { useTranslation } from 'react-i18next';
import { extensions } from '../../extensions/index.ts';
import type { ExtensionIcon } from '../../lib/extensions/registry.ts';
import { UsageDataIcon } from './icons.tsx';

/** One card of the settings index: a page under `/a/settings`. */
export interface SettingsCard {
  /** Relative to `/a/settings`, e.g. `/analytics`. */
  path: string;
  label: string;
  description: string;
  icon?: ExtensionIcon;
}

/**
 * The built-in settings pages. More arrive with later issues (store details, regions,
 * users…); each is one line here and a route file under routes/a/settings/.
 */
const BUILT_IN = [
  {
    path: '/analytics',
    label: 'pages.analytics.label',
    description: 'pages.analytics.description',
    icon: UsageDataIcon,
  },
] as const;

/** Sorted by path like the extension lists (section 2: settings pages "sorted by path"). */
export function sortByPath<T extends { path: string }>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Built-in and extension settings cards in one list, sorted by path. */
export function useSettingsCards(): SettingsCard[] {
  const { t } = useTranslation('settings');
  const builtIn = BUILT_IN.map((page) => ({
    path: page.path,
    label: t(page.label),
    description: t(page.description),
    icon: page.icon,
  }));
  // Extensions bring their own texts (lib/extensions/registry.ts), shown as given.
  const fromExtensions = extensions.settingsPages().map(({ path, card }) => ({
    path,
    ...card,
  }));
  return sortByPath([...builtIn, ...fromExtensions]);
}

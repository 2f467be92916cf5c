import { useTranslation } from 'react-i18next';
import { extensions } from '../../extensions/index.ts';
import type { ExtensionIcon } from '../../lib/extensions/registry.ts';
import { pagePermission } from '../../lib/permissions/route-access.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import * as icons from './icons.tsx';

/** One card of the settings index. */
export interface SettingsCard {
  /**
   * What the cards are sorted by: the page's path under `/a/settings` (`/team`), or under
   * `/a` for the two built-in pages that live outside settings (`/sales-channels`).
   */
  path: string;
  /** Where the card leads: under `/a/settings`, or under `/a` when `outside` is set. */
  outside?: boolean;
  label: string;
  description: string;
  icon?: ExtensionIcon;
}

/**
 * The built-in settings pages: each is one line here (its texts are `pages.<key>` of the
 * settings namespace) and a route file. Sales channels and publishable API keys are main
 * area pages (architecture.md, URLs) but belong to the store's setup, so they get a card.
 */
const BUILT_IN = [
  { path: '/analytics', key: 'analytics', icon: icons.UsageDataIcon },
  { path: '/currencies', key: 'currencies', icon: icons.CurrencyIcon },
  { path: '/details', key: 'details', icon: icons.StoreIcon },
  { path: '/locations', key: 'locations', icon: icons.LocationIcon },
  { path: '/notifications', key: 'notifications', icon: icons.MailIcon },
  { path: '/personal-information', key: 'personalInformation', icon: icons.PersonIcon },
  { path: '/publishable-api-keys', key: 'publishableApiKeys', icon: icons.KeyIcon, outside: true },
  { path: '/regions', key: 'regions', icon: icons.GlobeIcon },
  { path: '/return-reasons', key: 'returnReasons', icon: icons.ReturnIcon },
  { path: '/sales-channels', key: 'salesChannels', icon: icons.ChannelIcon, outside: true },
  { path: '/shipping-profiles', key: 'shippingProfiles', icon: icons.TruckIcon },
  { path: '/taxes', key: 'taxes', icon: icons.TaxIcon },
  { path: '/team', key: 'team', icon: icons.TeamIcon },
] as const;

/** The card's page as the main area's guard sees it (lib/permissions/route-access.ts). */
function pathOf(page: (typeof BUILT_IN)[number]): string {
  return 'outside' in page ? `/a${page.path}` : `/a/settings${page.path}`;
}

/** Sorted by path like the extension lists (section 2: settings pages "sorted by path"). */
export function sortByPath<T extends { path: string }>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Built-in and extension settings cards in one list, sorted by path. */
export function useSettingsCards(): SettingsCard[] {
  const { t } = useTranslation('settings');
  const { can } = usePermissions();
  // Only the pages the user's role opens (issue 21): the rest would answer "no access".
  const open = BUILT_IN.filter((page) => {
    const needed = pagePermission(pathOf(page));
    return needed === null || can(needed);
  });
  const builtIn: SettingsCard[] = open.map((page) => ({
    path: page.path,
    outside: 'outside' in page,
    label: t(`pages.${page.key}.label`),
    description: t(`pages.${page.key}.description`),
    icon: page.icon,
  }));
  // Extensions bring their own texts (lib/extensions/registry.ts), shown as given.
  const fromExtensions = extensions.settingsPages().map(({ path, card }) => ({
    path,
    ...card,
  }));
  return sortByPath([...builtIn, ...fromExtensions]);
}

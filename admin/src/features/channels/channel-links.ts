import type { TFunction } from 'i18next';
import type { SectionLink } from '../../lib/lists/list-page.tsx';
import type { Permission } from '../../lib/permissions/permissions.ts';

/**
 * Sales channels and the publishable API keys scoped to them, linked over both lists: each
 * for a role that can read it (a developer may hold the keys without the channels).
 */
export function channelLinks(
  t: TFunction<'channels'>,
  can: (permission: Permission) => boolean,
): SectionLink[] {
  const links: (SectionLink & { permission: Permission })[] = [
    { to: '/a/sales-channels', label: t('sections.channels'), permission: 'channels:read' },
    { to: '/a/publishable-api-keys', label: t('sections.keys'), permission: 'api-keys:read' },
  ];
  return links.filter((link) => can(link.permission)).map(({ to, label }) => ({ to, label }));
}

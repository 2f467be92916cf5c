import type { TFunction } from 'i18next';
import type { SectionLink } from '../../lib/lists/list-page.tsx';

/** Sales channels and the publishable API keys scoped to them, linked over both lists. */
export function channelLinks(t: TFunction<'channels'>): SectionLink[] {
  return [
    { to: '/a/sales-channels', label: t('sections.channels') },
    { to: '/a/publishable-api-keys', label: t('sections.keys') },
  ];
}

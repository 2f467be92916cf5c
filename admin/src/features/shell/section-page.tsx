import { EmptyState } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { MAIN_SECTIONS, type MainSectionId } from './sections.ts';

type PlaceholderSection = Exclude<MainSectionId, 'settings'>;

/**
 * A main-area section whose screen is not built yet: its heading and an empty state that
 * says so, rather than pretending there is nothing to show.
 */
export function SectionPage({ section }: { section: PlaceholderSection }) {
  const { t } = useTranslation();
  const { icon: Icon } = MAIN_SECTIONS.find(({ id }) => id === section) ?? MAIN_SECTIONS[0];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t(`nav.${section}`)}</h1>
      <EmptyState
        icon={<Icon className="size-8" />}
        title={t('sections.notBuiltTitle')}
        description={t(`sections.${section}`)}
      />
    </div>
  );
}

/** A record whose screen is not built yet: its name as the heading, and the same notice. */
export function RecordPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-semibold break-words">{title}</h1>
      <EmptyState title={t('sections.notBuiltTitle')} description={t('sections.recordNotBuilt')} />
    </div>
  );
}

import type { AdminGetStoreData } from '@commerce/client/admin/store';
import { Badge, Section } from '@commerce/ui';
import { useTranslation } from 'react-i18next';

type Store = AdminGetStoreData['store'];

/**
 * The server's feature flags and loaded modules, read-only: they come from the server's
 * configuration, not from a setting staff can change (section 4: every enabled module
 * also counts as an enabled flag).
 */
export function StoreCapabilities({ store }: { store: Store }) {
  const { t } = useTranslation('team');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title={t('store.flagsTitle')} description={t('store.flagsDescription')}>
        {store.feature_flags.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('store.noFlags')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('store.flagsTitle')}>
            {store.feature_flags.map((flag) => (
              <li key={flag.key} className="flex items-center justify-between gap-3 py-2">
                <code className="text-sm">{flag.key}</code>
                <Badge size="small" variant={flag.value ? 'success' : 'neutral'}>
                  {flag.value ? t('store.on') : t('store.off')}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('store.modulesTitle')} description={t('store.modulesDescription')}>
        {store.modules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('store.noModules')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('store.modulesTitle')}>
            {store.modules.map((module) => (
              <li key={module.module} className="flex items-center justify-between gap-3 py-2">
                <code className="text-sm">{module.module}</code>
                <span className="truncate text-sm text-muted-foreground" dir="ltr">
                  {module.resolution === false ? t('store.disabled') : module.resolution}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

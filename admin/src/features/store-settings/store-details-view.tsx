import type { AdminGetStoreData } from '@commerce/client/admin/store';
import { Section } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { TEMPLATES } from './store-details-schema.ts';

type Store = AdminGetStoreData['store'];

/** The store's details as text: what the form shows, for a role that may not change them. */
export function StoreDetailsView({ store }: { store: Store }) {
  const { t } = useTranslation('team');
  const rows: [string, string][] = [
    [t('store.name'), store.name],
    [t('store.defaultCurrency'), store.default_currency_code.toUpperCase()],
    ...TEMPLATES.map((name): [string, string] => [
      t(`store.templates.${name}`),
      store[name] || '—',
    ]),
  ];
  return (
    <Section title={t('store.detailsTitle')} description={t('store.detailsDescription')}>
      <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-all" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

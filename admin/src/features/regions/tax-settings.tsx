import { Button, EmptyState, HeadingLevel, Section, Select } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { RegionFormDialog } from './region-form-dialog.tsx';
import { TaxRateList } from './tax-rate-list.tsx';
import { type Region, useAllRegions } from './use-settings-data.ts';

/** `/a/settings/taxes`: per region, its default rate and the rates that override it. */
export function TaxSettings() {
  const { t } = useTranslation('regions');
  const regions = useAllRegions();
  const [chosen, setChosen] = useState('');
  const region = regions.data?.find((r) => r.id === chosen) ?? regions.data?.[0];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('taxes.title')}</h1>
      <ReadOnlyNotice permission="regions:write" />
      {regions.isPending ? (
        <ListLoading label={t('taxes.title')} />
      ) : regions.isError ? (
        <ListError error={regions.error} onRetry={() => void regions.refetch()} />
      ) : !region ? (
        <EmptyState title={t('taxes.noRegions')} description={t('regions.emptyDescription')} />
      ) : (
        <HeadingLevel>
          <div className="max-w-xs">
            <Select
              label={t('taxes.region')}
              options={regions.data.map((r) => ({ value: r.id, label: r.name }))}
              value={region.id}
              onValueChange={setChosen}
            />
          </div>
          <DefaultRate key={region.id} region={region} />
          <TaxRateList key={`rates-${region.id}`} region={region} />
        </HeadingLevel>
      )}
    </div>
  );
}

/** The region's own rate, used where no tax rate overrides it; edited with the region. */
function DefaultRate({ region }: { region: Region }) {
  const { t } = useTranslation('regions');
  const [editing, setEditing] = useState(false);
  return (
    <Section
      title={t('taxes.defaultTitle')}
      description={t('taxes.defaultDescription')}
      actions={
        <Allowed permission="regions:write">
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('taxes.editDefault')}
          </Button>
        </Allowed>
      }
    >
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('fields.taxRate')}</dt>
        <dd>{t('format.percent', { rate: region.tax_rate })}</dd>
        <dt className="text-muted-foreground">{t('fields.taxCode')}</dt>
        <dd>{region.tax_code || '—'}</dd>
      </dl>
      <Allowed permission="regions:write">
        <RegionFormDialog open={editing} onClose={() => setEditing(false)} region={region} />
      </Allowed>
    </Section>
  );
}

import { useAdminDeleteRegion } from '@commerce/client/admin/regions';
import { HeadingLevel } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFacts } from '../../lib/detail-page/detail-facts.tsx';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import { TAX_INCLUSIVE_PRICING, useFeatureFlag } from '../../lib/feature-flags/feature-flags.ts';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { RegionCountries } from './region-countries.tsx';
import { RegionFormDialog } from './region-form-dialog.tsx';
import { RegionProviders } from './region-providers.tsx';
import { ShippingOptions } from './shipping-options.tsx';
import type { Region } from './use-settings-data.ts';

/** `/a/settings/regions/{id}`: a region's settings, countries, providers and shipping options. */
export function RegionDetail({ region }: { region: Region }) {
  const { t } = useTranslation('regions');
  const [editing, setEditing] = useState(false);
  const remove = useAdminDeleteRegion({ id: region.id });
  const taxInclusive = useFeatureFlag(TAX_INCLUSIVE_PRICING) === true;
  const yesNo = (value: boolean | undefined) => (value ? t('format.yes') : t('format.no'));
  const facts: [string, string][] = [
    [t('fields.currency'), region.currency_code.toUpperCase()],
    [t('fields.taxRate'), t('format.percent', { rate: region.tax_rate })],
    [t('fields.taxCode'), region.tax_code || '—'],
    ...(taxInclusive
      ? [[t('fields.includesTax'), yesNo(region.includes_tax)] as [string, string]]
      : []),
    [t('fields.automaticTaxes'), yesNo(region.automatic_taxes)],
    [t('fields.giftCardsTaxable'), yesNo(region.gift_cards_taxable)],
  ];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <DetailPageHeader
        backLabel={`← ${t('regions.back')}`}
        title={region.name}
        permission="regions:write"
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('regions.deleted', { name: region.name }),
          listTo: '/a/settings/regions',
          title: t('regions.deleteTitle', { name: region.name }),
          description: t('regions.deleteDescription'),
        }}
      />
      <DetailFacts facts={facts} />
      {/* The sections' headings are h2s under the region's h1. */}
      <HeadingLevel>
        <RegionCountries region={region} />
        <RegionProviders region={region} kind="payment" />
        <RegionProviders region={region} kind="fulfillment" />
        <ShippingOptions region={region} isReturn={false} />
        <ShippingOptions region={region} isReturn />
      </HeadingLevel>
      <Allowed permission="regions:write">
        <RegionFormDialog open={editing} onClose={() => setEditing(false)} region={region} />
      </Allowed>
    </div>
  );
}

import { useAdminDeleteRegion } from '@commerce/client/admin';
import { Button, ConfirmDialog, HeadingLevel, notify } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { RegionCountries } from './region-countries.tsx';
import { RegionFormDialog } from './region-form-dialog.tsx';
import { RegionProviders } from './region-providers.tsx';
import { ShippingOptions } from './shipping-options.tsx';
import type { Region } from './use-settings-data.ts';

/** `/a/settings/regions/{id}`: a region's settings, countries, providers and shipping options. */
export function RegionDetail({ region }: { region: Region }) {
  const { t, i18n } = useTranslation('regions');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteRegion({ id: region.id });
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setConfirming(false);
      return;
    }
    notify.success(t('regions.deleted', { name: region.name }));
    await navigate({ to: '/a/settings/regions' });
  };
  const yesNo = (value: boolean) => (value ? t('format.yes') : t('format.no'));
  const facts: [string, string][] = [
    [t('fields.currency'), region.currency_code.toUpperCase()],
    [t('fields.taxRate'), t('format.percent', { rate: region.tax_rate })],
    [t('fields.taxCode'), region.tax_code || '—'],
    [t('fields.includesTax'), yesNo(region.includes_tax)],
    [t('fields.automaticTaxes'), yesNo(region.automatic_taxes)],
    [t('fields.giftCardsTaxable'), yesNo(region.gift_cards_taxable)],
  ];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <Link to="/a/settings/regions" className="text-sm text-primary hover:underline">
        ← {t('regions.back')}
      </Link>
      <div className="-mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold break-words">{region.name}</h1>
        <Allowed permission="regions:write">
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="regions:write" />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
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
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('regions.deleteTitle', { name: region.name })}
        description={t('regions.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}

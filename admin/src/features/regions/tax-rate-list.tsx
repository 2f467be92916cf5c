import { useAdminDeleteTaxRate, useAdminListTaxRates } from '@commerce/client/admin/tax-rates';
import { Button, Section } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../lib/lists/list-table.tsx';
import { RowActions } from '../../lib/lists/row-actions.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { TAX_RATE_EXPAND, type TaxRate, TaxRateDialog } from './tax-rate-dialog.tsx';
import { TaxRateOverrides } from './tax-rate-overrides.tsx';
import type { Region } from './use-settings-data.ts';

/**
 * A region's tax rates with what each overrides; add, edit, delete and change overrides
 * with `regions:write`.
 */
export function TaxRateList({ region }: { region: Region }) {
  const { t } = useTranslation('regions');
  const [editing, setEditing] = useState<TaxRate | 'new'>();
  const [overriding, setOverriding] = useState<string>();
  const [removing, setRemoving] = useState<TaxRate>();
  const query = useAdminListTaxRates({
    region_id: [region.id],
    limit: 1000,
    expand: TAX_RATE_EXPAND,
  });
  const rates = query.data?.tax_rates ?? [];
  const canChange = usePermissions().can('regions:write');
  const overridden = rates.find((rate) => rate.id === overriding);
  const summary = (rate: TaxRate) =>
    t('taxes.overridesSummary', {
      products: rate.products?.length ?? 0,
      types: rate.product_types?.length ?? 0,
      options: rate.shipping_options?.length ?? 0,
    });

  return (
    <Section
      title={t('taxes.ratesTitle')}
      description={t('taxes.ratesDescription')}
      actions={
        canChange && (
          <Button variant="secondary" size="small" onClick={() => setEditing('new')}>
            {t('taxes.create')}
          </Button>
        )
      }
    >
      <ListTable
        label={t('taxes.ratesTitle')}
        query={query}
        rows={rates}
        columns={[
          { id: 'name', header: t('fields.name'), cell: (rate) => rate.name },
          { id: 'code', header: t('fields.taxCode'), cell: (rate) => rate.code ?? '—' },
          {
            id: 'rate',
            header: t('fields.taxRate'),
            cell: (rate) => (
              <span className="tabular-nums">
                {rate.rate === null ? '—' : t('format.percent', { rate: rate.rate })}
              </span>
            ),
          },
          { id: 'overrides', header: t('taxes.overrides'), cell: summary },
        ]}
        getRowId={(rate) => rate.id}
        empty={<p className="text-sm text-muted-foreground">{t('taxes.none')}</p>}
        actions={
          canChange
            ? {
                header: t('fields.actions'),
                cell: (rate) => (
                  <RowActions
                    editLabel={t('actions.editNamed', { name: rate.name })}
                    editText={t('actions.edit')}
                    onEdit={() => setEditing(rate)}
                    deleteLabel={t('actions.deleteNamed', { name: rate.name })}
                    deleteText={t('actions.delete')}
                    onDelete={() => setRemoving(rate)}
                  >
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('taxes.overridesOf', { name: rate.name })}
                      onClick={() => setOverriding(rate.id)}
                    >
                      {t('taxes.overrides')}
                    </Button>
                  </RowActions>
                ),
              }
            : undefined
        }
      />
      {canChange && (
        <TaxRateDialog
          key={editing === 'new' ? 'new' : editing?.id}
          open={editing !== undefined}
          onClose={() => setEditing(undefined)}
          regionId={region.id}
          taxRate={editing === 'new' ? undefined : editing}
        />
      )}
      {overridden && (
        <TaxRateOverrides
          taxRate={overridden}
          region={region}
          onClose={() => setOverriding(undefined)}
        />
      )}
      {removing && <RemoveRate rate={removing} onClose={() => setRemoving(undefined)} />}
    </Section>
  );
}

function RemoveRate({ rate, onClose }: { rate: TaxRate; onClose: () => void }) {
  const { t } = useTranslation('regions');
  const remove = useAdminDeleteTaxRate({ id: rate.id });
  return (
    <DeleteConfirm
      title={t('taxes.deleteTitle', { name: rate.name })}
      description={t('taxes.deleteDescription')}
      done={t('taxes.deleted', { name: rate.name })}
      mutation={remove}
      onClose={onClose}
    />
  );
}

import { useAdminDeleteTaxRate, useAdminListTaxRates } from '@commerce/client/admin';
import {
  Button,
  Section,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
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
      {query.isPending ? (
        <ListLoading label={t('taxes.ratesTitle')} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : rates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('taxes.none')}</p>
      ) : (
        <Table aria-label={t('taxes.ratesTitle')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('fields.name')}</TableHead>
              <TableHead>{t('fields.taxCode')}</TableHead>
              <TableHead>{t('fields.taxRate')}</TableHead>
              <TableHead>{t('taxes.overrides')}</TableHead>
              {canChange && (
                <TableHead>
                  <span className="sr-only">{t('fields.actions')}</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rates.map((rate) => (
              <TableRow key={rate.id}>
                <TableCell className="font-medium">{rate.name}</TableCell>
                <TableCell>{rate.code ?? '—'}</TableCell>
                <TableCell className="tabular-nums">
                  {rate.rate === null ? '—' : t('format.percent', { rate: rate.rate })}
                </TableCell>
                <TableCell>{summary(rate)}</TableCell>
                {canChange && (
                  <TableCell className="flex justify-end gap-2">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('taxes.overridesOf', { name: rate.name })}
                      onClick={() => setOverriding(rate.id)}
                    >
                      {t('taxes.overrides')}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('actions.editNamed', { name: rate.name })}
                      onClick={() => setEditing(rate)}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('actions.deleteNamed', { name: rate.name })}
                      onClick={() => setRemoving(rate)}
                    >
                      {t('actions.delete')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
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

import { useAdminListCurrencies } from '@commerce/client/admin/currencies';
import { useAdminAddStoreCurrency } from '@commerce/client/admin/store';
import {
  Button,
  Combobox,
  HeadingLevel,
  Section,
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_INCLUSIVE_PRICING, useFeatureFlag } from '../../lib/feature-flags/feature-flags.ts';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { CurrencyRow } from './currency-row.tsx';
import { useReport } from './removable-chip.tsx';
import { useStore } from './use-settings-data.ts';

/** `/a/settings/currencies`: the currencies the store sells in, its default, and tax inclusion. */
export function CurrencySettings() {
  const { t } = useTranslation('regions');
  const query = useStore();
  const store = query.data?.store;
  // Every currency there is, read only to offer adding one (`store:write`).
  const canChange = usePermissions().can('store:write');
  const taxInclusive = useFeatureFlag(TAX_INCLUSIVE_PRICING) === true;
  const all = useAdminListCurrencies({ limit: 1000 }, { enabled: canChange }).data?.currencies;
  const [chosen, setChosen] = useState('');
  const add = useAdminAddStoreCurrency({ code: chosen });
  const report = useReport();
  const owned = new Set((store?.currencies ?? []).map((c) => c.code));
  const options = (all ?? [])
    .filter((c) => !owned.has(c.code))
    .map((c) => ({ value: c.code, label: `${c.code.toUpperCase()} · ${c.name}` }));
  const addChosen = async () => {
    const code = chosen.toUpperCase();
    if (await report(() => add.mutateAsync(), t('currencies.added', { code }))) setChosen('');
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('currencies.title')}</h1>
      <ReadOnlyNotice permission="store:write" />
      {query.isPending ? (
        <ListLoading label={t('currencies.title')} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <HeadingLevel>
          <Section title={t('currencies.storeTitle')} description={t('currencies.description')}>
            <Table aria-label={t('currencies.storeTitle')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('fields.code')}</TableHead>
                  <TableHead>{t('fields.name')}</TableHead>
                  {taxInclusive && <TableHead>{t('fields.includesTax')}</TableHead>}
                  {canChange && (
                    <TableHead>
                      <span className="sr-only">{t('fields.actions')}</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {(query.data.store.currencies ?? []).map((currency) => (
                  <CurrencyRow
                    key={currency.code}
                    currency={currency}
                    isDefault={currency.code === query.data.store.default_currency_code}
                    canChange={canChange}
                    taxInclusive={taxInclusive}
                  />
                ))}
              </TableBody>
            </Table>
            {canChange && (
              <div className="flex max-w-md items-end gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <Combobox
                    label={t('currencies.add')}
                    options={options}
                    value={chosen}
                    onValueChange={setChosen}
                    placeholder={t('currencies.search')}
                    emptyLabel={t('currencies.noMatch')}
                  />
                </div>
                <Button
                  variant="secondary"
                  disabled={!chosen}
                  isLoading={add.isPending}
                  onClick={() => void addChosen()}
                >
                  {t('actions.add')}
                </Button>
              </div>
            )}
          </Section>
        </HeadingLevel>
      )}
    </div>
  );
}

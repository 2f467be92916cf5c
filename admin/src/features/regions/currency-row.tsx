import { useAdminUpdateCurrency } from '@commerce/client/admin/currencies';
import { useAdminRemoveStoreCurrency, useAdminUpdateStore } from '@commerce/client/admin/store';
import { Badge, Button, TableCell, TableRow, ToggleSwitch } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useReport } from './removable-chip.tsx';
import type { Store } from './use-settings-data.ts';

type Currency = NonNullable<Store['currencies']>[number];

export interface CurrencyRowProps {
  currency: Currency;
  isDefault: boolean;
  /** The role holds `store:write`: the row offers its changes, else it is text. */
  canChange: boolean;
  /** The store has tax-inclusive pricing: the row shows and changes `includes_tax`. */
  taxInclusive: boolean;
}

/** One of the store's currencies: whether its prices include tax, make default, remove. */
export function CurrencyRow({ currency, isDefault, canChange, taxInclusive }: CurrencyRowProps) {
  const { t } = useTranslation('regions');
  const code = currency.code.toUpperCase();
  const report = useReport();
  const update = useAdminUpdateCurrency({ code: currency.code });
  const store = useAdminUpdateStore();
  const remove = useAdminRemoveStoreCurrency({ code: currency.code });
  return (
    <TableRow>
      <TableCell className="font-medium">
        {code}{' '}
        {isDefault && (
          <Badge size="small" variant="primary">
            {t('currencies.default')}
          </Badge>
        )}
      </TableCell>
      <TableCell>{currency.name}</TableCell>
      {taxInclusive && (
        <TableCell>
          {canChange ? (
            <ToggleSwitch
              aria-label={t('currencies.includesTaxOf', { code })}
              checked={currency.includes_tax}
              disabled={update.isPending}
              onCheckedChange={(includes_tax) =>
                void report(
                  () => update.mutateAsync({ includes_tax }),
                  t(includes_tax ? 'currencies.taxIncluded' : 'currencies.taxExcluded', { code }),
                )
              }
            />
          ) : (
            t(currency.includes_tax ? 'format.yes' : 'format.no')
          )}
        </TableCell>
      )}
      {canChange && (
        <TableCell className="flex justify-end gap-2">
          {!isDefault && (
            <>
              <Button
                size="small"
                variant="secondary"
                aria-label={t('currencies.makeDefaultOf', { code })}
                isLoading={store.isPending}
                onClick={() =>
                  void report(
                    () => store.mutateAsync({ default_currency_code: currency.code }),
                    t('currencies.defaultSet', { code }),
                  )
                }
              >
                {t('currencies.makeDefault')}
              </Button>
              <Button
                size="small"
                variant="ghost"
                aria-label={t('currencies.removeOf', { code })}
                isLoading={remove.isPending}
                onClick={() =>
                  void report(() => remove.mutateAsync(), t('currencies.removed', { code }))
                }
              >
                {t('actions.remove')}
              </Button>
            </>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}

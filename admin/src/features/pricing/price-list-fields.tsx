import { RadioGroup, RadioGroupItem } from '@commerce/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/forms/text-field.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { PRICE_LIST_STATUSES, PRICE_LIST_TYPES } from './price-list-list-search.ts';
import type { PriceListValues } from './price-list-values.ts';
import { useCustomerGroups, usePriceColumns } from './use-pricing-setup.ts';

export interface PriceListFieldsProps {
  form: UseFormReturn<PriceListValues>;
  /** A new list: the currencies and regions to price in can be chosen. */
  isNew: boolean;
}

/** The price list's fields, for the create page and the edit dialog (inside a FormProvider). */
export function PriceListFields({ form, isNew }: PriceListFieldsProps) {
  const { t } = useTranslation('pricing');
  const { register, watch, setValue } = form;
  const groups = useCustomerGroups();
  // The groups come from the customers area; without them the list keeps the ones it has.
  const choosesGroups = usePermissions().can('customers:read');
  const { columns, isPending } = usePriceColumns();

  return (
    <>
      <TextField {...register('name')} label={t('fields.name')} required autoFocus />
      <TextField {...register('description')} label={t('fields.description')} />
      <RadioGroup label={t('fields.type')} name="type" required>
        {PRICE_LIST_TYPES.map((value) => (
          <RadioGroupItem key={value} value={value} {...register('type')}>
            {t(`types.${value}`)} — {t(`typeHints.${value}`)}
          </RadioGroupItem>
        ))}
      </RadioGroup>
      <RadioGroup label={t('fields.status')} name="status" orientation="horizontal" required>
        {PRICE_LIST_STATUSES.map((value) => (
          <RadioGroupItem key={value} value={value} {...register('status')}>
            {t(`statuses.${value}`)}
          </RadioGroupItem>
        ))}
      </RadioGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('starts_at')}
          label={t('fields.startsAt')}
          description={t('hints.startsAt')}
          type="datetime-local"
        />
        <TextField
          {...register('ends_at')}
          label={t('fields.endsAt')}
          description={t('hints.endsAt')}
          type="datetime-local"
        />
      </div>
      {choosesGroups && (
        <CheckboxGroup
          legend={t('fields.customerGroups')}
          hint={t('hints.customerGroups')}
          options={groups?.map((group) => ({ value: group.id, label: group.name }))}
          chosen={watch('customer_groups')}
          onChange={(chosen) => setValue('customer_groups', chosen, { shouldDirty: true })}
          loadingText={t('states.loading')}
          emptyText={t('hints.noGroups')}
        />
      )}
      {isNew && (
        <CheckboxGroup
          legend={t('fields.columns')}
          hint={t('hints.columns')}
          options={
            isPending
              ? undefined
              : columns.map((column) => ({ value: column.id, label: column.label }))
          }
          chosen={watch('columns')}
          onChange={(chosen) => setValue('columns', chosen, { shouldDirty: true })}
          loadingText={t('states.loading')}
          emptyText={t('hints.noColumns')}
        />
      )}
    </>
  );
}

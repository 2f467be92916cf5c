import type { AdminListRegionsData } from '@commerce/client/admin/regions';
import { Checkbox, RadioGroup, RadioGroupItem, useFieldError } from '@commerce/ui';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { RULE_TYPES } from './discount-list-search.ts';
import type { DiscountValues } from './discount-values.ts';

/** A region as the form shows it: the store's list, or only a discount's own ones. */
type Region = Pick<AdminListRegionsData['regions'][number], 'id' | 'name' | 'currency_code'>;

export interface DiscountFieldsProps {
  form: UseFormReturn<DiscountValues>;
  /** The regions to choose from; undefined while they load. */
  regions: Region[] | undefined;
  /** A new discount: its type and whether it is dynamic can still be chosen. */
  isNew: boolean;
  /** A generated code: its rule belongs to its dynamic discount. */
  isGenerated?: boolean;
}

/** The discount's fields, for the create page and the edit dialog (inside a FormProvider). */
export function DiscountFields({ form, regions, isNew, isGenerated = false }: DiscountFieldsProps) {
  const { t } = useTranslation('discounts');
  const { register, watch } = form;
  const type = watch('type');
  const chosen = watch('regions');
  const currency = regions?.find((region) => region.id === chosen[0])?.currency_code;
  const ruleEditable = !isGenerated;

  return (
    <>
      <TextField
        {...register('code')}
        label={t('fields.code')}
        description={t('hints.code')}
        required
        autoFocus
      />
      {isNew ? (
        <RadioGroup label={t('fields.type')} name="type" orientation="horizontal" required>
          {RULE_TYPES.map((value) => (
            <RadioGroupItem key={value} value={value} {...register('type')}>
              {t(`types.${value}`)}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      ) : (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('fields.type')}: </span>
          {t(`types.${type}`)}
        </p>
      )}
      {type !== 'free_shipping' && ruleEditable && (
        <>
          <TextField
            {...register('value')}
            label={
              type === 'percentage'
                ? t('fields.percentage')
                : t('fields.amount', { currency: currency?.toUpperCase() ?? '' })
            }
            description={type === 'fixed' ? t('hints.amount') : undefined}
            inputMode="decimal"
            required
          />
          <RadioGroup label={t('fields.allocation')} name="allocation" required>
            <RadioGroupItem value="total" {...register('allocation')}>
              {t('allocations.total')}
            </RadioGroupItem>
            <RadioGroupItem value="item" {...register('allocation')}>
              {t('allocations.item')}
            </RadioGroupItem>
          </RadioGroup>
        </>
      )}
      <TextField
        {...register('usage_limit')}
        label={t('fields.usageLimit')}
        description={t('hints.usageLimit')}
        inputMode="numeric"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('starts_at')}
          label={t('fields.startsAt')}
          type="datetime-local"
          required
        />
        <TextField
          {...register('ends_at')}
          label={t('fields.endsAt')}
          description={t('hints.endsAt')}
          type="datetime-local"
        />
      </div>
      <RegionChoice form={form} regions={regions} />
      {isNew && (
        <CheckboxField
          {...register('is_dynamic')}
          label={t('fields.dynamic')}
          description={t('hints.dynamic')}
        />
      )}
      {watch('is_dynamic') && !isGenerated && (
        <TextField
          {...register('valid_days')}
          label={t('fields.validDays')}
          description={t('hints.validDays')}
          inputMode="numeric"
        />
      )}
    </>
  );
}

/** The regions the discount can be used in: native checkboxes in a named group. */
function RegionChoice({ form, regions }: Pick<DiscountFieldsProps, 'form' | 'regions'>) {
  const { t } = useTranslation('discounts');
  const { t: tc } = useTranslation();
  const id = useId();
  const chosen = form.watch('regions');
  const error = useFieldError('regions')?.message;
  const toggle = (regionId: string, on: boolean) =>
    form.setValue(
      'regions',
      on ? [...chosen, regionId] : chosen.filter((value) => value !== regionId),
      { shouldValidate: form.formState.isSubmitted },
    );
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        {t('fields.regions')}{' '}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      </legend>
      {regions === undefined && (
        <p className="text-sm text-muted-foreground">{t('states.loadingRegions')}</p>
      )}
      {regions?.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('states.noRegions')}</p>
      )}
      {regions?.map((region) => (
        // biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders a native input inside the label.
        <label key={region.id} className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={chosen.includes(region.id)}
            onCheckedChange={(on) => toggle(region.id, on)}
          />
          {region.name}{' '}
          <span className="text-muted-foreground">({region.currency_code.toUpperCase()})</span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {tc(error as MessageKey)}
        </p>
      )}
    </fieldset>
  );
}

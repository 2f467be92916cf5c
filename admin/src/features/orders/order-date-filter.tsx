import { Input, Label } from '@commerce/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface OrderDateFilterProps {
  /** The first and last calendar day (`2025-03-01`), both included. */
  from: string | undefined;
  to: string | undefined;
  onChange: (bound: 'created_from' | 'created_to', day: string | undefined) => void;
}

/** When the orders were placed: two labelled date fields, each optional. */
export function OrderDateFilter({ from, to, onChange }: OrderDateFilterProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const field = (bound: 'created_from' | 'created_to', value: string | undefined) => (
    <span className="flex items-center gap-1.5">
      <Label htmlFor={`${id}-${bound}`} className="text-sm whitespace-nowrap">
        {bound === 'created_from' ? t('filters.from') : t('filters.to')}
      </Label>
      <Input
        id={`${id}-${bound}`}
        type="date"
        size="small"
        value={value ?? ''}
        // The other bound limits the choice, so the range never runs backwards.
        {...(bound === 'created_from' ? { max: to } : { min: from })}
        onChange={(event) => onChange(bound, event.currentTarget.value || undefined)}
        className="w-40"
      />
    </span>
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('filters.placed')}</legend>
      {field('created_from', from)}
      {field('created_to', to)}
    </fieldset>
  );
}

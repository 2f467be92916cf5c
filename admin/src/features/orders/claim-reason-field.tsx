import { Select } from '@commerce/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Why units are claimed: the contract's `reason` of a claim item. */
export const CLAIM_REASONS = ['missing_item', 'wrong_item', 'production_failure', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** The claim reason of a form field named `name`, as a select of the contract's reasons. */
export function ClaimReasonField({ name, label }: { name: string; label?: string }) {
  const { t } = useTranslation('orders');
  const form = useFormContext<Record<string, string>>();
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <Select
          label={label ?? t('claims.create.reason')}
          options={CLAIM_REASONS.map((reason) => ({
            value: reason,
            label: t(`claims.reasons.${reason}`),
          }))}
          value={field.value ?? ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}

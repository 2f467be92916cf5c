import { Checkbox, type CheckboxProps, Label } from '@commerce/ui';
import { type ReactNode, useId } from 'react';

export type CheckboxFieldProps = Omit<CheckboxProps, 'id'> & {
  label: ReactNode;
  description?: ReactNode;
};

/**
 * A labelled checkbox with an explanation, for a boolean react-hook-form field: spread
 * `form.register(name)` into it. (A native checkbox: lighter than a switch bound through
 * `useController`, which list screens would otherwise add to the first page's bundle.)
 *
 * @example
 * <CheckboxField {...form.register('is_active')} label={t('active')} description={t('activeHint')} />
 */
export function CheckboxField({ label, description, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5"
        {...input}
      />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

import { FieldError, NumberInput } from '@commerce/ui';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { MessageKey } from '../../lib/forms/message-key.ts';

/** A line offered in a dialog: at most `max` of its units can be chosen. */
export interface ChoosableLine {
  id: string;
  title: string;
  description?: string | null | undefined;
  max: number;
}

/**
 * The `quantities` field of a dialog that picks units of lines (fulfil, return, receive):
 * one whole number per line, from 0 (left out) to the line's `max`, and at least one unit.
 */
export function quantitiesSchema(lines: readonly ChoosableLine[]) {
  return v.pipe(
    v.tuple(
      lines.map((line) =>
        v.pipe(
          v.number('orders:quantities.invalid'),
          v.integer('orders:quantities.invalid'),
          v.minValue(0, 'orders:quantities.invalid'),
          v.maxValue(line.max, 'orders:quantities.tooMany'),
        ),
      ),
    ),
    v.check((values) => values.some((n) => n > 0), 'orders:quantities.none'),
  );
}

/** The chosen lines as the API takes them (lines left at 0 are left out). */
export function chosenItems(lines: readonly ChoosableLine[], quantities: readonly number[]) {
  return lines.flatMap((line, index) => {
    const quantity = quantities[index] ?? 0;
    return quantity > 0 ? [{ item_id: line.id, quantity }] : [];
  });
}

/** A table of lines, each with a quantity field named after the line and how many it allows. */
export function ItemQuantities({
  lines,
  label,
}: {
  lines: readonly ChoosableLine[];
  label: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const prefix = useId();
  const form = useFormContext<{ quantities: number[] }>();
  const errors = form.formState.errors.quantities as
    | ({ message?: string; root?: { message?: string } } & Record<
        number,
        { message?: string } | undefined
      >)
    | undefined;
  // The resolver files an error of the whole list under `root` (react-hook-form's array rule).
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {i18n.t(listError as MessageKey)}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {lines.map((line, index) => {
          const message = errors?.[index]?.message;
          return (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
              <label
                htmlFor={`${prefix}-${line.id}`}
                className="flex min-w-0 flex-1 flex-col text-sm"
              >
                <span className="truncate font-medium">{line.title}</span>
                <span className="text-xs text-muted-foreground">
                  {t('quantities.max', { max: line.max })}
                </span>
              </label>
              <div className="flex flex-col items-end gap-1">
                <NumberInput
                  id={`${prefix}-${line.id}`}
                  {...form.register(`quantities.${index}`, { valueAsNumber: true })}
                  min={0}
                  max={line.max}
                  step={1}
                  invalid={Boolean(message)}
                  aria-describedby={message ? `${prefix}-${line.id}-error` : undefined}
                  incrementLabel={t('quantities.increase', { title: line.title })}
                  decrementLabel={t('quantities.decrease', { title: line.title })}
                  className="w-28"
                />
                {message && (
                  <FieldError
                    id={`${prefix}-${line.id}-error`}
                    messages={[i18n.t(message as MessageKey)]}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

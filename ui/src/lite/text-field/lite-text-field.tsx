import { type ReactNode, useId } from 'react';
import { formFieldErrorVariants } from '../../components/form-field-error/form-field-error-variants.ts';
import { Label } from '../../components/label/label.tsx';
import { LiteInput, type LiteInputProps } from '../input/lite-input.tsx';

export type LiteTextFieldProps = Omit<LiteInputProps, 'id' | 'invalid' | 'required'> & {
  label: ReactNode;
  /** Shows the label's asterisk and marks the input `aria-required`, as Field does. */
  required?: boolean;
  /** The field's message; while there is one the input is invalid and described by it. */
  error?: string | undefined;
};

/**
 * A labelled text input with its error, with the markup, look and ARIA of `Field` +
 * `FieldLabel` + `Input` + `FieldError`, but without their react-hook-form link (the whole of
 * react-hook-form would come with it): for a small form on a page's first load, such as
 * the admin's sign-in page, whose owner keeps the values and messages.
 *
 * @example
 * <LiteTextField name="email" type="email" label="Email" required value={email}
 *   onChange={(event) => setEmail(event.target.value)} error={emailError} />
 */
export function LiteTextField({ label, required, error, ...input }: LiteTextFieldProps) {
  const id = useId();
  const controlId = `${id}-control`;
  const errorId = `${id}-error`;
  return (
    <div data-slot="field" className="flex flex-col gap-1.5">
      <Label htmlFor={controlId} required={required} data-slot="field-label">
        {label}
      </Label>
      <LiteInput
        {...input}
        id={controlId}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div data-slot="form-field-error" id={errorId} className={formFieldErrorVariants()}>
          <span className="min-w-0 break-words">{error}</span>
        </div>
      )}
    </div>
  );
}

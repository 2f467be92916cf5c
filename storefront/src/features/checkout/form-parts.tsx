import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  type InputProps,
  useFieldError,
} from '@commerce/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutKey } from './schemas.ts';

/**
 * Where a step's form keeps the failure of its request that belongs to no field
 * (react-hook-form clears root errors when the form is submitted again).
 */
export const SERVER_ERROR = 'root.server';

export type TextFieldProps = Omit<InputProps, 'name'> & {
  /** The react-hook-form field; spread `form.register(name)` into the props. */
  name: string;
  label: ReactNode;
  description?: ReactNode;
};

/**
 * A labelled input inside a `FormProvider`, with its description and error. The error is a
 * `checkout` key (a schema's message, or a refusal set with `setError`); the input is marked
 * invalid and described by it, so a screen reader reads the reason with the field.
 */
export function TextField({ name, label, description, required, ...input }: TextFieldProps) {
  const { t } = useTranslation('checkout');
  const message = useFieldError(name)?.message;
  return (
    <Field name={name} required={required}>
      <FieldLabel>{label}</FieldLabel>
      <Input name={name} size="large" {...input} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError size="medium" messages={message ? [t(message as CheckoutKey)] : []} />
    </Field>
  );
}

/**
 * A failure of the whole step (the server's answer). It is announced and takes focus when
 * it appears, so keyboard and screen-reader users land on the reason, not on a dead button.
 */
export function FormAlert({ message }: { message: string | undefined }) {
  const { t } = useTranslation('checkout');
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-danger bg-danger/10 px-3 py-2 text-sm text-danger outline-none"
    >
      {t(message as CheckoutKey)}
    </p>
  );
}

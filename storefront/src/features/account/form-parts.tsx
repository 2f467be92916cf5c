import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  type InputProps,
  useFieldError,
} from '@commerce/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountKey } from './account-errors.ts';

/**
 * Where a form keeps the failure of its request that belongs to no field (react-hook-form
 * clears root errors when the form is submitted again).
 */
export const SERVER_ERROR = 'root.server';

export type TextFieldProps = Omit<InputProps, 'name'> & {
  /** The react-hook-form field; spread `form.register(name)` into the props. */
  name: string;
  label: ReactNode;
  description?: ReactNode;
};

/**
 * A labelled input inside a `FormProvider`, with its description and error. The error is
 * the form's message for the field, an `account` key (a schema's message, or a refusal of
 * the server set with `setError`); the input is marked invalid and described by it.
 */
export function TextField({ name, label, description, required, ...input }: TextFieldProps) {
  const { t } = useTranslation('account');
  const message = useFieldError(name)?.message;
  return (
    <Field name={name} required={required}>
      <FieldLabel>{label}</FieldLabel>
      <Input name={name} {...input} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError size="medium" messages={message ? [t(message as AccountKey)] : []} />
    </Field>
  );
}

/** A failure of the whole form (the server's answer), announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  const { t } = useTranslation('account');
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-danger bg-danger/10 px-3 py-2 text-sm text-danger"
    >
      {t(message as AccountKey)}
    </p>
  );
}

/** The frame of the signed-out pages (sign in, register, password reset): a narrow column. */
export function AuthFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md space-y-6 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}

export const linkClass = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

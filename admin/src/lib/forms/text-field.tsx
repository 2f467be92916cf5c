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
import type { MessageKey } from './message-key.ts';

export type TextFieldProps = Omit<InputProps, 'name'> & {
  /** The react-hook-form field; spread `form.register(name)` into the props. */
  name: string;
  label: ReactNode;
  description?: ReactNode;
};

/**
 * A labelled text input with its description and error, for a react-hook-form form inside a
 * `FormProvider`. The error is read by name from the form and is a translation key (the
 * schema's message); the input is marked invalid and described by it.
 *
 * @example
 * <FormProvider {...form}>
 *   <TextField {...form.register('email')} label={t('fields.email')} type="email" required />
 * </FormProvider>
 */
export function TextField({ name, label, description, required, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const message = useFieldError(name)?.message;
  return (
    <Field name={name} required={required}>
      <FieldLabel>{label}</FieldLabel>
      <Input name={name} {...input} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError messages={message ? [t(message as MessageKey)] : []} />
    </Field>
  );
}

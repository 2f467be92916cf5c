import {
  Button,
  Checkbox,
  type CheckboxProps,
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  type InputProps,
  Label,
  Spinner,
  useFieldError,
} from '@commerce/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrdersKey, orderErrorKey } from './order-errors.ts';

/** Where a form keeps the failure of its request that belongs to no field. */
export const SERVER_ERROR = 'root.server';

export const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** The frame of the pages after the order: a heading, a short description, the page. */
export function PageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}

/** While a part of the page loads. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('orders');
  const text = label ?? t('loading');
  return (
    <div aria-busy="true" className="flex items-center gap-3 py-6">
      <Spinner label={text} />
      <span>{text}</span>
    </div>
  );
}

/** A read failed: why, and a way to try again. */
export function LoadError({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <div role="alert" className="space-y-3 py-4">
      <p className="font-medium">{t('errors.loadFailed')}</p>
      <p>{t(orderErrorKey(error))}</p>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * A failure of the whole form (the server's answer, an `orders` key). It is announced and
 * takes focus when it appears, so keyboard and screen-reader users land on the reason.
 */
export function FormAlert({ message }: { message: string | undefined }) {
  const { t } = useTranslation('orders');
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
      {t(message as OrdersKey)}
    </p>
  );
}

export type TextFieldProps = Omit<InputProps, 'name'> & {
  /** The react-hook-form field; spread `form.register(name)` into the props. */
  name: string;
  label: ReactNode;
  description?: ReactNode;
};

/** A labelled input inside a `FormProvider`; its error is an `orders` key tied to it. */
export function TextField({ name, label, description, required, ...input }: TextFieldProps) {
  const { t } = useTranslation('orders');
  const message = useFieldError(name)?.message;
  return (
    <Field name={name} required={required}>
      <FieldLabel>{label}</FieldLabel>
      <Input name={name} {...input} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError size="medium" messages={message ? [t(message as OrdersKey)] : []} />
    </Field>
  );
}

/** A checkbox with its label beside it (the label clicks it). */
export function CheckRow({ label, ...props }: CheckboxProps & { label: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

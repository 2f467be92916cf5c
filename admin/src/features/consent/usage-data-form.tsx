import {
  Button,
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Label,
  ToggleSwitch,
} from '@commerce/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseUsageData, type UsageData } from './usage-data-schema.ts';

export interface UsageDataFormProps {
  /** The switches' starting positions (the saved preference, or both off). */
  defaultValues?: { anonymize: boolean; opt_out: boolean };
  /** Shows the optional email field with this placeholder (the signed-in user's email). */
  emailPlaceholder?: string;
  submitLabel: string;
  isSubmitting?: boolean;
  onSubmit: (data: UsageData) => void;
}

/**
 * The usage-data preference (specification sections 2, 4 and 5): an optional email and
 * the anonymize and opt-out switches. Opting out forces anonymize off and disables its
 * switch; either switch on disables the email field. Disabled controls are dimmed.
 */
export function UsageDataForm({
  defaultValues = { anonymize: false, opt_out: false },
  emailPlaceholder,
  submitLabel,
  isSubmitting = false,
  onSubmit,
}: UsageDataFormProps) {
  const { t } = useTranslation('consent');
  const [email, setEmail] = useState('');
  const [anonymize, setAnonymize] = useState(
    defaultValues.opt_out ? false : defaultValues.anonymize,
  );
  const [optOut, setOptOut] = useState(defaultValues.opt_out);
  const [emailError, setEmailError] = useState<'email.invalid' | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const withEmail = emailPlaceholder !== undefined;
  const emailDisabled = anonymize || optOut;

  // After the first Continue, the message follows the field as it is edited.
  const check = (next: { email: string; anonymize: boolean; opt_out: boolean }) => {
    const result = parseUsageData(next);
    setEmailError(result.success ? null : result.emailError);
    return result;
  };
  const update = (next: { email?: string; anonymize?: boolean; opt_out?: boolean }) => {
    const values = { email, anonymize, opt_out: optOut, ...next };
    if (values.opt_out) values.anonymize = false;
    setEmail(values.email);
    setAnonymize(values.anonymize);
    setOptOut(values.opt_out);
    if (submitted) check(values);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check({ email: withEmail ? email : '', anonymize, opt_out: optOut });
    if (result.success) onSubmit(result.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {withEmail && (
        <Field
          invalid={!emailDisabled && emailError !== null}
          disabled={emailDisabled}
          data-disabled={emailDisabled || undefined}
        >
          <FieldLabel>{t('email.label')}</FieldLabel>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder={emailPlaceholder}
            value={email}
            onChange={(event) => update({ email: event.currentTarget.value })}
          />
          <FieldDescription>{t('email.optional')}</FieldDescription>
          {!emailDisabled && emailError && <FieldError messages={[t(emailError)]} />}
        </Field>
      )}
      <SwitchRow
        label={t('anonymize.label')}
        description={t('anonymize.description')}
        checked={anonymize}
        disabled={optOut}
        onChange={(checked) => update({ anonymize: checked })}
      />
      <SwitchRow
        label={t('optOut.label')}
        description={t('optOut.description')}
        checked={optOut}
        onChange={(checked) => update({ opt_out: checked })}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface SwitchRowProps {
  label: ReactNode;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

function SwitchRow({ label, description, checked, disabled = false, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div
      data-slot="usage-data-switch"
      data-disabled={disabled || undefined}
      className="flex items-start gap-3 data-disabled:opacity-60"
    >
      <ToggleSwitch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className="mt-px"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id} disabled={disabled}>
          {label}
        </Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}

import { Button, Input, Label } from '@commerce/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartErrorKey } from '../../lib/cart/cart-errors.ts';

interface CodeFormProps {
  label: string;
  /** Applies the code; a rejection is shown as a message under the field. */
  onApply(code: string): Promise<unknown>;
  /** Said (politely, to screen readers too) once the code is applied. */
  appliedMessage(code: string): string;
}

/** A code field with its Apply button: discount codes and gift cards. */
export function CodeForm({ label, onApply, appliedMessage }: CodeFormProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    setApplied(null);
    if (!value) {
      setError(t('codes.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onApply(value);
      setCode('');
      setApplied(appliedMessage(value));
    } catch (caught) {
      setError(t(cartErrorKey(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          autoComplete="off"
          invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" isLoading={busy}>
          {t('codes.apply')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <p role="status" className="text-sm text-success">
        {applied ?? ''}
      </p>
    </form>
  );
}

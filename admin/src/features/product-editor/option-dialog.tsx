import { ProgressBar } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import type { OptionProgress } from './use-option-changes.ts';
import { splitValues } from './variant-matrix.ts';

const M = 'product-editor:validation.';
const title = v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}optionTitle`));
const values = v.pipe(
  v.string(),
  v.check((typed) => splitValues(typed).length > 0, `${M}optionValues`),
);
const schemas = {
  add: v.object({ title, values: v.string() }),
  rename: v.object({ title, values: v.string() }),
  values: v.object({ title: v.string(), values }),
};

export type OptionDialogMode = keyof typeof schemas;

export interface OptionDialogProps {
  mode: OptionDialogMode;
  /** The option's current name (rename) or its name for the labels (values). */
  optionTitle?: string;
  /** Saves; resolves to the server's refusal, shown in the dialog, or undefined. */
  onSave: (title: string, values: string[]) => Promise<string | undefined>;
  onClose: () => void;
  progress: OptionProgress | null;
  isPending: boolean;
}

/** Adds an option with its values, renames one, or adds values to one. */
export function OptionDialog({
  mode,
  optionTitle = '',
  onSave,
  onClose,
  progress,
  isPending,
}: OptionDialogProps) {
  const { t } = useTranslation('product-editor');
  const form = useForm({
    resolver: valibotResolver(schemas[mode]),
    defaultValues: { title: mode === 'rename' ? optionTitle : '', values: '' },
  });
  const submit = form.handleSubmit(async (typed) => {
    const failure = await onSave(typed.title.trim(), splitValues(typed.values));
    if (failure) form.setError(SERVER_ERROR as never, { message: failure });
    else onClose();
  });
  const heading = {
    add: t('optionList.addTitle'),
    rename: t('optionList.renameTitle', { title: optionTitle }),
    values: t('optionList.valuesTitle', { title: optionTitle }),
  }[mode];
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={heading}
      description={mode === 'rename' ? undefined : t('optionList.hint')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={isPending || progress !== null}
    >
      {mode !== 'values' && (
        <TextField {...form.register('title')} label={t('optionList.name')} required />
      )}
      {mode !== 'rename' && (
        <TextField
          {...form.register('values')}
          label={t('optionList.values')}
          description={t('options.valuesHint')}
          required={mode === 'values'}
        />
      )}
      {progress && (
        <ProgressBar
          value={(progress.done / Math.max(progress.total, 1)) * 100}
          label={t('optionList.progress', { done: progress.done, total: progress.total })}
        />
      )}
    </FormDialog>
  );
}

import type { AdminGetProductData } from '@commerce/client/admin';
import { Field, FieldError, FieldLabel, Textarea } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { DetailList, DetailSection } from './detail-section.tsx';
import { useSaveProduct } from './use-save-product.ts';

type Product = AdminGetProductData['product'];

const LINE = /^[^=\s][^=]*=.*$/;
const schema = v.object({
  entries: v.pipe(
    v.string(),
    v.check(
      (text) => text.split('\n').every((line) => !line.trim() || LINE.test(line.trim())),
      'metadata.format',
    ),
  ),
});

/** `key=value` lines <-> the metadata object (values stay strings). */
export function parseEntries(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
    });
  return Object.fromEntries(entries);
}

const display = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The product's metadata, edited as `key=value` lines (the server replaces it whole). */
export function MetadataSection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const [open, setOpen] = useState(false);
  const { save, isPending } = useSaveProduct(product.id);
  const entries = Object.entries(product.metadata ?? {});
  const form = useForm({
    resolver: valibotResolver(schema),
    values: { entries: entries.map(([key, value]) => `${key}=${display(value)}`).join('\n') },
  });
  const close = () => {
    form.reset();
    setOpen(false);
  };
  const submit = form.handleSubmit(({ entries: text }) =>
    save(form, { metadata: parseEntries(text) }, close),
  );
  const error = form.formState.errors.entries?.message;
  return (
    <DetailSection title={t('sections.metadata')} onEdit={() => setOpen(true)}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('metadata.none')}</p>
      ) : (
        <DetailList rows={entries.map(([key, value]) => [key, display(value)])} />
      )}
      <FormDialog
        open={open}
        onClose={close}
        form={form}
        onSubmit={submit}
        title={t('metadata.editTitle')}
        description={t('metadata.hint')}
        submitLabel={t('actions.save')}
        cancelLabel={t('actions.cancel')}
        isPending={isPending}
      >
        <Field name="entries">
          <FieldLabel>{t('metadata.entries')}</FieldLabel>
          <Textarea {...form.register('entries')} rows={6} />
          <FieldError messages={error ? [t('metadata.format')] : []} />
        </Field>
      </FormDialog>
    </DetailSection>
  );
}

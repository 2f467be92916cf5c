import {
  type AdminGetProductData,
  useAdminSetProductMetadata,
} from '@commerce/client/admin/products';
import { Button, notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { DetailSection } from './detail-section.tsx';

type Product = AdminGetProductData['product'];
const M = 'product-editor:validation.';
const schema = v.object({
  key: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}metadataKey`)),
  value: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}metadataValue`)),
});

/** A stored value as text: strings as they are, anything else as JSON. */
export const display = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The product's metadata as key/value entries, each set or removed on its own through the
 * product metadata operation (an empty value removes a key), so no other key is touched.
 */
export function MetadataSection({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product-editor');
  const setKey = useAdminSetProductMetadata({ id: product.id });
  // `null`: no dialog; `''`: a new entry; else the key being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const entries = Object.entries(product.metadata ?? {});

  const remove = async (key: string) => {
    try {
      await setKey.mutateAsync({ key, value: '' });
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      return;
    }
    notify.success(t('metadata.removed', { key }));
  };

  return (
    <DetailSection title={t('sections.metadata')}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('metadata.none')}</p>
      ) : (
        <dl className="flex flex-col gap-2 text-sm">
          {entries.map(([key, value]) => (
            <div key={key} className="flex flex-wrap items-center gap-2">
              <dt className="font-medium break-all">{key}</dt>
              <dd className="min-w-0 flex-1 break-words text-muted-foreground">{display(value)}</dd>
              <Allowed permission="products:write">
                <dd className="flex gap-1">
                  <Button size="small" variant="ghost" onClick={() => setEditing(key)}>
                    {t('metadata.edit', { key })}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={setKey.isPending}
                    onClick={() => void remove(key)}
                  >
                    {t('metadata.remove', { key })}
                  </Button>
                </dd>
              </Allowed>
            </div>
          ))}
        </dl>
      )}
      <Allowed permission="products:write">
        <Button
          size="small"
          variant="secondary"
          className="self-start"
          onClick={() => setEditing('')}
        >
          {t('metadata.add')}
        </Button>
      </Allowed>
      {editing !== null && (
        <EntryDialog
          productId={product.id}
          entryKey={editing}
          value={editing ? display(product.metadata?.[editing]) : ''}
          onClose={() => setEditing(null)}
        />
      )}
    </DetailSection>
  );
}

interface EntryDialogProps {
  productId: string;
  /** The key being edited, or '' for a new entry. */
  entryKey: string;
  value: string;
  onClose: () => void;
}

function EntryDialog({ productId, entryKey, value, onClose }: EntryDialogProps) {
  const { t, i18n } = useTranslation('product-editor');
  const setKey = useAdminSetProductMetadata({ id: productId });
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { key: entryKey, value },
  });
  const submit = form.handleSubmit(async (typed) => {
    try {
      await setKey.mutateAsync({ key: typed.key, value: typed.value });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    notify.success(t('detail.saved'));
    onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={entryKey ? t('metadata.editTitle', { key: entryKey }) : t('metadata.addTitle')}
      description={t('metadata.hint')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={setKey.isPending}
    >
      <TextField
        {...form.register('key')}
        label={t('metadata.key')}
        readOnly={!!entryKey}
        required
      />
      <TextField {...form.register('value')} label={t('metadata.value')} required />
    </FormDialog>
  );
}

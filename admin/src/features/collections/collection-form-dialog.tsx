import type { AdminGetCollectionData } from '@commerce/client/admin/collections';
import {
  useAdminCreateCollection,
  useAdminUpdateCollection,
} from '@commerce/client/admin/collections';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

type Collection = AdminGetCollectionData['collection'];

const collectionSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('catalog:validation.titleRequired')),
  handle: v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]*$/, 'catalog:validation.handleFormat')),
});

export interface CollectionFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The collection to edit; without it a new one is created. */
  collection?: Collection | undefined;
  onSaved?: (collection: Collection) => void;
}

/** Creates a collection, or edits one's title and handle (the handle derives from the title when empty). */
export function CollectionFormDialog({
  open,
  onClose,
  collection,
  onSaved,
}: CollectionFormDialogProps) {
  const { t, i18n } = useTranslation('catalog');
  const create = useAdminCreateCollection();
  const update = useAdminUpdateCollection({ id: collection?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(collectionSchema),
    values: { title: collection?.title ?? '', handle: collection?.handle ?? '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ title, handle }) => {
    const body = { title, ...(handle ? { handle } : {}) };
    try {
      const saved = collection ? await update.mutateAsync(body) : await create.mutateAsync(body);
      notify.success(
        collection
          ? t('collections.saved', { title: saved.collection.title })
          : t('collections.created', { title: saved.collection.title }),
      );
      onSaved?.(saved.collection);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={collection ? t('collections.editTitle') : t('collections.createTitle')}
      submitLabel={collection ? t('actions.save') : t('collections.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('title')} label={t('fields.title')} required autoFocus />
      <TextField
        {...form.register('handle')}
        label={t('fields.handle')}
        description={t('fields.handleHint')}
      />
    </FormDialog>
  );
}

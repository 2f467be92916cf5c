import {
  useAdminCreateProductCategory,
  useAdminUpdateProductCategory,
} from '@commerce/client/admin/product-categories';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import type { Category } from './category-tree.ts';

const categorySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('catalog:validation.nameRequired')),
  handle: v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]*$/, 'catalog:validation.handleFormat')),
  description: v.pipe(v.string(), v.trim()),
  is_active: v.boolean(),
  is_internal: v.boolean(),
});

export interface CategoryFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The category to edit; without it a new one is created. */
  category?: Category | undefined;
  /** For a new category: the parent it goes under (last among its children). */
  parent?: Category | undefined;
}

/** Creates a category (at the root or under a parent) or edits one. */
export function CategoryFormDialog({ open, onClose, category, parent }: CategoryFormDialogProps) {
  const { t, i18n } = useTranslation('catalog');
  const create = useAdminCreateProductCategory();
  const update = useAdminUpdateProductCategory({ id: category?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(categorySchema),
    values: {
      name: category?.name ?? '',
      handle: category?.handle ?? '',
      description: category?.description ?? '',
      is_active: category?.is_active ?? true,
      is_internal: category?.is_internal ?? false,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ handle, ...fields }) => {
    const body = { ...fields, ...(handle ? { handle } : {}) };
    try {
      const saved = category
        ? await update.mutateAsync(body)
        : await create.mutateAsync({
            ...body,
            ...(parent ? { parent_category_id: parent.id } : {}),
          });
      notify.success(
        t(category ? 'categories.saved' : 'categories.created', {
          name: saved.product_category.name,
        }),
      );
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });

  const title = category
    ? t('categories.editTitle')
    : parent
      ? t('categories.createChildTitle', { parent: parent.name })
      : t('categories.createTitle');
  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={title}
      submitLabel={category ? t('actions.save') : t('categories.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('name')} label={t('fields.name')} required autoFocus />
      <TextField
        {...form.register('handle')}
        label={t('fields.handle')}
        description={t('fields.handleHint')}
      />
      <TextField {...form.register('description')} label={t('fields.description')} />
      <CheckboxField
        {...form.register('is_active')}
        label={t('categories.active')}
        description={t('categories.activeHint')}
      />
      <CheckboxField
        {...form.register('is_internal')}
        label={t('categories.internal')}
        description={t('categories.internalHint')}
      />
    </FormDialog>
  );
}

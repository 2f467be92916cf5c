import { useAdminListCollections } from '@commerce/client/admin/collections';
import { useAdminListProductCategories } from '@commerce/client/admin/product-categories';
import type { AdminGetProductData } from '@commerce/client/admin/products';
import { Select } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useCapability } from '../../lib/feature-flags/capabilities.ts';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { CheckList } from './check-list.tsx';
import { DetailList, DetailSection } from './detail-section.tsx';
import { ListsState } from './lists-state.tsx';
import { useSaveProduct } from './use-save-product.ts';
import { splitValues } from './variant-matrix.ts';

type Product = AdminGetProductData['product'];
/** The API's largest page: a store's collections and categories fit in one. */
const ALL = 1000;
const schema = v.object({
  collection_id: v.string(),
  category_ids: v.array(v.string()),
  tags: v.string(),
  type: v.string(),
});

/** Where the product is found: its collection, categories, tags and type. */
export function OrganizeSection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const [open, setOpen] = useState(false);
  const tags = (product.tags ?? []).map((tag) => tag.value);
  // Categories only where the backend has them (issue 25: a flag, off on Medusa v1).
  const hasCategories = useCapability('product_categories') === true;
  return (
    <DetailSection title={t('sections.organize')} onEdit={() => setOpen(true)}>
      <DetailList
        rows={[
          [t('fields.collection'), product.collection?.title ?? null],
          ...(hasCategories
            ? [
                [
                  t('fields.categories'),
                  (product.categories ?? []).map((category) => category.name).join(', '),
                ] satisfies [string, string],
              ]
            : []),
          [t('fields.tags'), tags.join(', ')],
          [t('fields.type'), product.type?.value ?? null],
        ]}
      />
      {open && <OrganizeDialog product={product} onClose={() => setOpen(false)} />}
    </DetailSection>
  );
}

function OrganizeDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('product-editor');
  const collections = useAdminListCollections({ limit: ALL, order: 'title' });
  // Known before the dialog opens: the section above waited for the store.
  const hasCategories = useCapability('product_categories') === true;
  const categories = useAdminListProductCategories({ limit: ALL }, { enabled: hasCategories });
  const { save, isPending } = useSaveProduct(product.id);
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: {
      collection_id: product.collection_id ?? '',
      category_ids: (product.categories ?? []).map((category) => category.id),
      tags: (product.tags ?? []).map((tag) => tag.value).join(', '),
      type: product.type?.value ?? '',
    },
  });
  const submit = form.handleSubmit((values) => {
    const type = values.type.trim();
    return save(
      form,
      {
        collection_id: values.collection_id || null,
        // A backend without categories refuses the field ("categories should not exist").
        ...(hasCategories ? { categories: values.category_ids.map((id) => ({ id })) } : {}),
        tags: splitValues(values.tags).map((value) => ({ value })),
        type: type ? { value: type } : null,
      },
      onClose,
    );
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t('sections.organize')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={isPending}
    >
      <ListsState queries={hasCategories ? [collections, categories] : [collections]}>
        <Controller
          name="collection_id"
          control={form.control}
          render={({ field }) => (
            <Select
              label={t('fields.collection')}
              placeholder={t('fields.noCollection')}
              options={[
                { value: '', label: t('fields.noCollection') },
                ...(collections.data?.collections ?? []).map((c) => ({
                  value: c.id,
                  label: c.title,
                })),
              ]}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
            />
          )}
        />
        {hasCategories && (
          <Controller
            name="category_ids"
            control={form.control}
            render={({ field }) => (
              <CheckList
                legend={t('fields.categories')}
                options={(categories.data?.product_categories ?? []).map((c) => ({
                  value: c.id,
                  label: c.name,
                }))}
                value={field.value}
                onChange={field.onChange}
                empty={t('fields.noCategories')}
              />
            )}
          />
        )}
      </ListsState>
      <TextField
        {...form.register('tags')}
        label={t('fields.tags')}
        description={t('fields.tagsHint')}
      />
      <TextField {...form.register('type')} label={t('fields.type')} />
    </FormDialog>
  );
}

import { Select } from '@commerce/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/forms/text-field.tsx';
import { CheckList } from './check-list.tsx';
import type { StoreSetup } from './use-store-setup.ts';
import type { WizardValues } from './wizard-values.ts';

/** Step 2: where the product is found (collection, categories, tags, type, sales channels). */
export function StepOrganize({ setup }: { setup: StoreSetup }) {
  const { t } = useTranslation('product-editor');
  const form = useFormContext<WizardValues>();
  return (
    <div className="grid max-w-4xl gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <Controller
          name="collection_id"
          control={form.control}
          render={({ field }) => (
            <Select
              label={t('fields.collection')}
              placeholder={t('fields.noCollection')}
              options={[
                { value: '', label: t('fields.noCollection') },
                ...setup.collections.map((c) => ({ value: c.id, label: c.title })),
              ]}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
            />
          )}
        />
        <TextField
          {...form.register('tags')}
          label={t('fields.tags')}
          description={t('fields.tagsHint')}
        />
        <TextField {...form.register('type')} label={t('fields.type')} />
      </div>
      <div className="flex flex-col gap-6">
        {setup.hasCategories && (
          <Controller
            name="category_ids"
            control={form.control}
            render={({ field }) => (
              <CheckList
                legend={t('fields.categories')}
                options={setup.categories.map((c) => ({ value: c.id, label: c.name }))}
                value={field.value}
                onChange={field.onChange}
                empty={t('fields.noCategories')}
              />
            )}
          />
        )}
        {/* Without the channels to choose from, the product goes to the store's default one. */}
        {setup.canChooseChannels && (
          <Controller
            name="sales_channel_ids"
            control={form.control}
            render={({ field }) => (
              <CheckList
                legend={t('fields.salesChannels')}
                options={setup.channels.map((c) => ({ value: c.id, label: c.name }))}
                value={field.value}
                onChange={field.onChange}
                empty={t('fields.noChannels')}
              />
            )}
          />
        )}
      </div>
    </div>
  );
}

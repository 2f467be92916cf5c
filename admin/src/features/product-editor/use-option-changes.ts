import {
  adminCreateProductVariantInvalidation,
  adminUpdateProductVariantInvalidation,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import {
  type AdminGetProductData,
  adminCreateProductOption,
  adminCreateProductVariant,
  adminUpdateProductVariant,
} from '@commerce/client/admin/products';
import { notify } from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { type NewVariant, variantsForNewValues, withValue } from './option-values.ts';

type Product = AdminGetProductData['product'];

export interface OptionProgress {
  done: number;
  total: number;
}

/**
 * Option changes that make variants: a new option with values (the existing variants take
 * its first value, the other values make new variants), and new values for an option (each
 * makes a variant per combination of the other options' values). The server takes one
 * variant per request, so progress is reported; the product is read again at the end.
 * Resolves to the server's message when a request failed, else undefined.
 */
export function useOptionChanges(product: Product) {
  const { t, i18n } = useTranslation('product-editor');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<OptionProgress | null>(null);
  const id = product.id;

  const refresh = async () => {
    await invalidateAfter(queryClient, adminUpdateProductVariantInvalidation, { id }, undefined);
    await invalidateAfter(queryClient, adminCreateProductVariantInvalidation, { id }, undefined);
  };

  /** Runs the steps one after the other; the first refusal stops the rest. */
  const run = async (steps: (() => Promise<unknown>)[], done: string) => {
    setProgress({ done: 0, total: steps.length });
    try {
      for (const [index, step] of steps.entries()) {
        await step();
        setProgress({ done: index + 1, total: steps.length });
      }
    } catch (error) {
      return serverErrorMessage(error, i18n.t);
    } finally {
      setProgress(null);
      await refresh();
    }
    notify.success(done);
    return undefined;
  };

  const create = (variant: NewVariant) => () =>
    adminCreateProductVariant(client, { id }, { ...variant, prices: [] });

  const addOption = async (title: string, values: readonly string[]) => {
    let created: Product;
    try {
      created = (await adminCreateProductOption(client, { id }, { title })).product;
    } catch (error) {
      await refresh();
      return serverErrorMessage(error, i18n.t);
    }
    const known = new Set((product.options ?? []).map((option) => option.id));
    const option = (created.options ?? []).find((entry) => !known.has(entry.id));
    const variants = created.variants ?? [];
    const [first, ...rest] = values;
    if (!option || first === undefined) {
      await refresh();
      notify.success(t('optionList.added', { title }));
      return undefined;
    }
    // Existing variants take the first value; without variants every value makes one.
    const updates = variants.map(
      (variant) => () =>
        adminUpdateProductVariant(
          client,
          { id, variant_id: variant.id },
          { options: withValue(variant.options ?? [], option.id, first) },
        ),
    );
    const made = variantsForNewValues(created, option.id, variants.length ? rest : values);
    return run([...updates, ...made.map(create)], t('optionList.added', { title }));
  };

  const addValues = (optionId: string, values: readonly string[]) => {
    const made = variantsForNewValues(product, optionId, values);
    if (made.length === 0) return Promise.resolve(t('optionList.noNewVariants'));
    return run(made.map(create), t('optionList.valuesAdded', { count: made.length }));
  };

  return { addOption, addValues, progress };
}

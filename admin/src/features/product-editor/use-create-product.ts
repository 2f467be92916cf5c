import { adminCreateInventoryItemLocationLevelInvalidation, useMedusa } from '@commerce/client';
import { adminCreateInventoryItemLocationLevel } from '@commerce/client/admin/inventory-items';
import {
  type AdminCreateProductData,
  useAdminCreateProduct,
} from '@commerce/client/admin/products';
import { adminGetVariantInventory } from '@commerce/client/admin/variants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceColumn } from '../../lib/catalog/price-columns.ts';
import { useCapability } from '../../lib/feature-flags/capabilities.ts';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { refreshAfterBulk } from '../../lib/lists/refresh.ts';
import { createBody, extraStock } from './create-body.ts';
import type { WizardValues } from './wizard-values.ts';

type Product = AdminCreateProductData['product'];

export interface CreateProgress {
  /** What is being done, translated. */
  label: string;
  done: number;
  total: number;
}

export interface CreateOutcome {
  product?: Product;
  /** The server's message when a request failed; what was entered is kept. */
  error?: string;
}

/**
 * Creates the product in one request (options, variants, prices, default-location stock,
 * images), then the stock of the other locations, one level per variant and location. A
 * created product is remembered, so trying again after a failed stock level does not
 * create it twice.
 */
export function useCreateProduct(
  columns: readonly PriceColumn[],
  defaultLocationId: string | null,
) {
  const { t, i18n } = useTranslation('product-editor');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const create = useAdminCreateProduct();
  const has = {
    categories: useCapability('product_categories') === true,
    channels: useCapability('sales_channels') === true,
  };
  const [progress, setProgress] = useState<CreateProgress | null>(null);
  const [created, setCreated] = useState<Product | null>(null);

  const run = async (values: WizardValues): Promise<CreateOutcome> => {
    const levels = extraStock(values, defaultLocationId);
    const total = 1 + levels.length;
    let product = created;
    try {
      if (!product) {
        setProgress({ label: t('create.creating'), done: 0, total });
        product = (await create.mutateAsync(createBody(values, columns, defaultLocationId, has)))
          .product;
        setCreated(product);
      }
      const variants = product.variants ?? [];
      let done = 1;
      for (const [index, locationId, units] of levels) {
        setProgress({ label: t('create.stock', { done, total: total - 1 }), done, total });
        const variant = variants[index];
        if (!variant) continue;
        const inventory = await adminGetVariantInventory(client, { id: variant.id });
        const item = inventory.variant.inventory[0];
        const exists = item?.location_levels.some((level) => level.location_id === locationId);
        if (item && !exists) {
          await adminCreateInventoryItemLocationLevel(
            client,
            { id: item.id },
            { location_id: locationId, stocked_quantity: units },
          );
        }
        done += 1;
      }
      if (levels.length > 0) {
        await refreshAfterBulk(queryClient, adminCreateInventoryItemLocationLevelInvalidation, []);
      }
      return { product };
    } catch (error) {
      return { error: serverErrorMessage(error, i18n.t) };
    } finally {
      setProgress(null);
    }
  };

  return { run, progress, created };
}

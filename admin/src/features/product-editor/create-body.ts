import { toMinorUnits } from '@commerce/client';
import type { AdminCreateProductBody } from '@commerce/client/admin/products';
import type { PriceColumn } from '../../lib/catalog/price-columns.ts';
import { splitValues } from './variant-matrix.ts';
import type { VariantDraft, WizardValues } from './wizard-values.ts';

type VariantBody = NonNullable<AdminCreateProductBody['variants']>[number];

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** The variants that will be created, in the order the server ranks them. */
export const keptVariants = (values: WizardValues) => values.variants.filter((v) => !v.removed);

function pricesOf(variant: VariantDraft, columns: readonly PriceColumn[]) {
  return columns
    .filter((column) => filled(variant.prices[column.id]))
    .map((column) => ({
      ...(column.region_id
        ? { region_id: column.region_id }
        : { currency_code: column.currency_code }),
      amount: toMinorUnits(variant.prices[column.id] ?? '', column.currency_code),
    }));
}

/**
 * `POST /admin/products` in one request: the options, the variants with their prices and,
 * for the store's default location, their stock (`inventory_quantity` is that location's
 * level, server README "channels and stock"); other locations follow (create-stock.ts).
 */
export function createBody(
  values: WizardValues,
  columns: readonly PriceColumn[],
  defaultLocationId: string | null,
  /** What the backend has: a Medusa v1 backend refuses a field it lacks (issue 25). */
  has: { categories: boolean; channels: boolean } = { categories: true, channels: true },
): AdminCreateProductBody {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  const variants: VariantBody[] = keptVariants(values).map((variant) => {
    const stocked = defaultLocationId ? variant.stock[defaultLocationId] : undefined;
    return {
      title: variant.title.trim(),
      ...(filled(variant.sku) ? { sku: variant.sku.trim() } : {}),
      manage_inventory: values.manage_inventory,
      ...(values.manage_inventory && filled(stocked)
        ? { inventory_quantity: Number(stocked) }
        : {}),
      prices: pricesOf(variant, columns),
      options: variant.values.map((value) => ({ value })),
    };
  });
  const body: AdminCreateProductBody = {
    title: values.title.trim(),
    status: values.status,
    options: values.options.map((option) => ({ title: option.title.trim() })),
    variants,
    tags: splitValues(values.tags).map((value) => ({ value })),
    ...(has.categories ? { categories: values.category_ids.map((id) => ({ id })) } : {}),
    ...(has.channels ? { sales_channels: values.sales_channel_ids.map((id) => ({ id })) } : {}),
    images: values.images.map((image) => image.url),
  };
  const optional = {
    subtitle: text(values.subtitle),
    handle: text(values.handle),
    description: text(values.description),
    collection_id: text(values.collection_id),
    thumbnail: text(values.thumbnail) ?? values.images[0]?.url,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(body, { [key]: value });
  }
  if (values.type.trim()) body.type = { value: values.type.trim() };
  return body;
}

/** Stock for the locations other than the default one: `[variant index, location, units]`. */
export function extraStock(
  values: WizardValues,
  defaultLocationId: string | null,
): [number, string, number][] {
  if (!values.manage_inventory) return [];
  return keptVariants(values).flatMap((variant, index) =>
    Object.entries(variant.stock)
      .filter(([location, units]) => location !== defaultLocationId && filled(units))
      .map(([location, units]): [number, string, number] => [index, location, Number(units)]),
  );
}

import type { AdminGetProductData } from '@commerce/client/admin/products';
import { cartesian } from './variant-matrix.ts';

type Product = AdminGetProductData['product'];
export type OptionValueInput = { option_id: string; value: string };

/** A variant to create: its title and its value for every option of the product. */
export interface NewVariant {
  title: string;
  options: OptionValueInput[];
}

/** The distinct values each option has over the variants, in first-seen order. */
export function usedValues(product: Product): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const option of product.options ?? []) {
    used.set(option.id, [...new Set((option.values ?? []).map((value) => value.value))]);
  }
  return used;
}

/**
 * The variants that adding `values` to an option makes: each new value with every
 * combination of the values the other options already have (as the create wizard makes
 * them). Values the option already has are left out.
 */
export function variantsForNewValues(
  product: Product,
  optionId: string,
  values: readonly string[],
): NewVariant[] {
  const options = product.options ?? [];
  const used = usedValues(product);
  const lists = options.map((option) =>
    option.id === optionId
      ? values.filter((value) => !(used.get(option.id) ?? []).includes(value))
      : (used.get(option.id) ?? []),
  );
  return cartesian(lists).map((combo) => ({
    title: combo.join(' / '),
    options: options.map((option, index) => ({ option_id: option.id, value: combo[index] ?? '' })),
  }));
}

/** A variant's option values with `optionId` set to `value` (added when missing). */
export function withValue(
  current: readonly { option_id: string; value: string }[],
  optionId: string,
  value: string,
): OptionValueInput[] {
  const kept = current
    .filter((entry) => entry.option_id !== optionId)
    .map(({ option_id, value: v }) => ({ option_id, value: v }));
  return [...kept, { option_id: optionId, value }];
}

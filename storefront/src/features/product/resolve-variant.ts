/** The option a variant has for each of the product's options: option id -> value. */
export type OptionSelection = Record<string, string>;

interface OptionedVariant {
  id: string;
  options?: ReadonlyArray<{ option_id: string; value: string }>;
  purchasable?: boolean;
}

function valuesOf(variant: OptionedVariant): OptionSelection {
  return Object.fromEntries((variant.options ?? []).map((o) => [o.option_id, o.value]));
}

/** The variant whose values match the selection for every option, if there is one. */
export function variantFor<T extends OptionedVariant>(
  variants: readonly T[],
  optionIds: readonly string[],
  selection: OptionSelection,
): T | undefined {
  if (optionIds.some((id) => selection[id] === undefined)) return undefined;
  return variants.find((variant) => {
    const values = valuesOf(variant);
    return optionIds.every((id) => values[id] === selection[id]);
  });
}

/** Starts at the first variant that can be bought (else the first), so a price shows at once. */
export function initialSelection(variants: readonly OptionedVariant[]): OptionSelection {
  const first = variants.find((variant) => variant.purchasable !== false) ?? variants[0];
  return first ? valuesOf(first) : {};
}

/** Each option's distinct values, in the order the variants bring them. */
export function optionValues(variants: readonly OptionedVariant[], optionId: string): string[] {
  const values = variants.flatMap((variant) =>
    (variant.options ?? []).filter((o) => o.option_id === optionId).map((o) => o.value),
  );
  return [...new Set(values)];
}

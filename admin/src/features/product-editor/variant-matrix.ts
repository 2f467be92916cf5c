import { defaultVariant, type OptionDraft, type VariantDraft } from './wizard-values.ts';

/** "S, M,,L, M" -> ["S", "M", "L"]: trimmed, without blanks or repeats. */
export function splitValues(typed: string): string[] {
  return [...new Set(typed.split(',').map((value) => value.trim()))].filter(Boolean);
}

/** Every combination of the options' values, in the order the options were given. */
export function cartesian(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>(
    (combos, values) => combos.flatMap((combo) => values.map((value) => [...combo, value])),
    [[]],
  );
}

const keyOf = (values: readonly string[]) => values.join('\u001f');

/**
 * The variants the options make, keeping what was typed for a combination that already
 * existed (title, SKU, prices, stock, removed). Without options, one default variant.
 */
export function variantsFor(
  options: readonly OptionDraft[],
  previous: readonly VariantDraft[],
  defaultTitle: string,
): VariantDraft[] {
  const lists = options.map((option) => splitValues(option.values));
  if (lists.length === 0 || lists.some((values) => values.length === 0)) {
    const kept = previous.find((variant) => variant.key === '');
    return [kept ?? defaultVariant(defaultTitle)];
  }
  const byKey = new Map(previous.map((variant) => [variant.key, variant]));
  return cartesian(lists).map((values) => {
    const key = keyOf(values);
    return byKey.get(key) ?? { ...defaultVariant(values.join(' / ')), key, values: [...values] };
  });
}

/** Whether the variants already are what the options make (same combinations, same order). */
export function sameCombinations(a: readonly VariantDraft[], b: readonly VariantDraft[]): boolean {
  return a.length === b.length && a.every((variant, index) => variant.key === b[index]?.key);
}

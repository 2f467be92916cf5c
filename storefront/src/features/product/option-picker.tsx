import { LiteRadioGroup } from '@commerce/ui/lite';
import type { ProductDetail } from './product-types.ts';
import { type OptionSelection, optionValues } from './resolve-variant.ts';

interface OptionPickerProps {
  product: ProductDetail;
  selection: OptionSelection;
  onChange(selection: OptionSelection): void;
}

/** One radio group per option (Size, Color…): arrow keys move within, Tab between groups. */
export function OptionPicker({ product, selection, onChange }: OptionPickerProps) {
  const variants = product.variants ?? [];
  return (
    <div className="space-y-4">
      {(product.options ?? []).map((option) => (
        <LiteRadioGroup
          key={option.id}
          label={option.title}
          name={`option-${option.id}`}
          value={selection[option.id] ?? ''}
          values={optionValues(variants, option.id)}
          onValueChange={(value) => onChange({ ...selection, [option.id]: value })}
        />
      ))}
    </div>
  );
}

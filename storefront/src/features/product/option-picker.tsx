import { RadioGroup, RadioGroupItem } from '@commerce/ui';
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
        <RadioGroup
          key={option.id}
          label={option.title}
          name={`option-${option.id}`}
          orientation="horizontal"
          value={selection[option.id] ?? ''}
          onValueChange={(value) => onChange({ ...selection, [option.id]: value })}
        >
          {optionValues(variants, option.id).map((value) => (
            <RadioGroupItem key={value} value={value}>
              {value}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      ))}
    </div>
  );
}

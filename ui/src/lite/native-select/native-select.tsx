import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputVariants } from '../../components/input/input-variants.ts';
import { labelVariants } from '../../components/label/label.tsx';
import { cn } from '../../lib/cn.ts';

export interface NativeSelectOption {
  value: string;
  label: string;
  /** The option's language, when it differs from the page's (a language's own name). */
  lang?: string;
}

export type NativeSelectProps = Omit<ComponentProps<'select'>, 'size' | 'onChange'> & {
  options: readonly NativeSelectOption[];
  /** The visible label; or name the select with `aria-label`. */
  label?: ReactNode;
  size?: 'small' | 'medium';
  onValueChange(value: string): void;
};

/**
 * A native `<select>` in Input's look: the browser's own list, keyboard and screen-reader
 * support, with no script of its own, for pickers on a first load (region, language,
 * sort). Select (Ariakit) is the one to use where the options need more than text.
 *
 * @example
 * <NativeSelect label="Sort by" value={sort} options={sorts} onValueChange={setSort} />
 */
export function NativeSelect({
  options,
  label,
  size = 'medium',
  onValueChange,
  className,
  id,
  ...props
}: NativeSelectProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const select = (
    <select
      id={selectId}
      className={cn(inputVariants({ size }), 'cursor-pointer pe-8', className)}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      {...props}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (!label) return select;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className={labelVariants()}>
        {label}
      </label>
      {select}
    </div>
  );
}

export {
  Combobox,
  type ComboboxOption,
  type ComboboxProps,
  comboboxVariants,
} from './combobox.tsx';
export { Select, type SelectOption, type SelectProps, selectVariants } from './select.tsx';

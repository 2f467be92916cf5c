// The lightweight tier, `@commerce/ui/lite`: the look of ui's components on native
// elements, with neither Ariakit nor react-hook-form, for what an app's first load shows
// (the storefront's size budget, issue 8). Import nothing here from '../index.ts': that
// entry would bring every full component along.

export { LiteButton, type LiteButtonProps } from './button/lite-button.tsx';
export { DeferredMenu, type DeferredMenuProps } from './deferred-menu/deferred-menu.tsx';
export { LiteInput, type LiteInputProps } from './input/lite-input.tsx';
export {
  NativeSelect,
  type NativeSelectOption,
  type NativeSelectProps,
} from './native-select/native-select.tsx';
export {
  LiteNumberInput,
  type LiteNumberInputProps,
} from './number-input/lite-number-input.tsx';
export { LiteRadioGroup, type LiteRadioGroupProps } from './radio-group/lite-radio-group.tsx';
export { LiteTextField, type LiteTextFieldProps } from './text-field/lite-text-field.tsx';

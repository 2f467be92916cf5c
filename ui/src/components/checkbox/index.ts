export { Checkbox, type CheckboxProps, checkboxVariants } from './checkbox.tsx';

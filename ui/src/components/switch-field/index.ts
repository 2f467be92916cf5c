export { SwitchField, type SwitchFieldProps } from './switch-field.tsx';

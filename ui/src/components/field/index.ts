export {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldProps,
  useFieldControl,
} from './field.tsx';
export { errorMessages, useFieldError } from './use-field-error.ts';

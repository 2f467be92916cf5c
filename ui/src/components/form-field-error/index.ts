export {
  defaultErrorCountLabel,
  FormFieldError,
  type FormFieldErrorProps,
  formFieldErrorVariants,
} from './form-field-error.tsx';

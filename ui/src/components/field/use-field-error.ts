import { type FieldError, get, useFormContext } from 'react-hook-form';

/**
 * The react-hook-form error for `name`, read from the nearest `FormProvider`; undefined
 * outside one, so form pieces also work in plain forms with an explicit `invalid` prop.
 *
 * Reading `formState.errors` through the context subscribes the form to error changes, so
 * the caller re-renders when this field's error appears or clears.
 *
 * @example
 * const error = useFieldError('email');
 * const invalid = Boolean(error);
 */
export function useFieldError(name: string | undefined): FieldError | undefined {
  const form = useFormContext();
  if (!form || !name) return undefined;
  return get(form.formState.errors, name) as FieldError | undefined;
}

/**
 * Every message of a field error, the first (`error.message`) first. With
 * `criteriaMode: 'all'` react-hook-form also collects each failed rule's messages in
 * `error.types`; a rule may hold one message or several.
 *
 * @example
 * useForm({ resolver: valibotResolver(schema), criteriaMode: 'all' });
 * errorMessages(errors.password); // ['Too short', 'Needs a digit']
 */
export function errorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = [error.message, ...Object.values(error.types ?? {}).flat()];
  const messages = all.filter((message): message is string => typeof message === 'string');
  return [...new Set(messages.filter((message) => message.length > 0))];
}

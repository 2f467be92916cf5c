import type { VariantProps } from 'class-variance-authority';
import { type ComponentProps, lazy, Suspense } from 'react';
import { cn } from '../../lib/cn.ts';
import { errorMessages, useFieldError } from '../field/use-field-error.ts';
import { formFieldErrorVariants } from './form-field-error-variants.ts';

export { formFieldErrorVariants } from './form-field-error-variants.ts';

/*
 * The tooltip brings Ariakit's popover and floating-ui (about 25 KB gzip) along, and only
 * the count of further messages uses it: every form field shows this component, so a
 * static import put them into the first load of any page with a form (the admin's sign-in
 * page, issue 29). The count appears once the tooltip has loaded, so it never shows
 * without its tooltip.
 */
const Tooltip = lazy(() =>
  import('../tooltip/tooltip.tsx').then((module) => ({ default: module.Tooltip })),
);

/** Specification §5: the count label reads `+1 error` or `+N errors`. */
export function defaultErrorCountLabel(count: number): string {
  return count === 1 ? '+1 error' : `+${count} errors`;
}

export type FormFieldErrorProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof formFieldErrorVariants> & {
    /** The react-hook-form field whose error to show (needs a surrounding `FormProvider`). */
    name?: string;
    /** The messages to show instead of react-hook-form's, first one first. */
    messages?: string[];
    /** Text of the count of further messages; apps pass a translation. */
    countLabel?: (count: number) => string;
  };

/**
 * Shows a field's first error message (specification §5). With several messages it adds a
 * count label (`+1 error`, `+N errors`) whose tooltip lists the rest; the count appears a
 * moment after the first message, once the tooltip has loaded. Messages come from the
 * `messages` prop or from react-hook-form's error for `name`; set `criteriaMode: 'all'` on
 * the form so every failed rule's message is kept. Renders nothing while there is none.
 *
 * @example
 * const form = useForm({ resolver: valibotResolver(schema), criteriaMode: 'all' });
 * <FormProvider {...form}>
 *   <Input aria-label="Password" {...form.register('password')} />
 *   <FormFieldError name="password" />
 * </FormProvider>
 */
export function FormFieldError({
  name,
  messages: messagesProp,
  countLabel = defaultErrorCountLabel,
  size,
  className,
  ...props
}: FormFieldErrorProps) {
  const error = useFieldError(name);
  const messages = messagesProp ?? errorMessages(error);
  const [first, ...rest] = messages;
  if (first === undefined) return null;
  return (
    <div
      data-slot="form-field-error"
      className={cn(formFieldErrorVariants({ size }), className)}
      {...props}
    >
      <span className="min-w-0 break-words">{first}</span>
      {rest.length > 0 && (
        <Suspense fallback={null}>
          <Tooltip
            content={
              <ul className="flex list-disc flex-col gap-0.5 ps-4">
                {rest.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            }
          >
            {/* A button, so keyboard users can reach the tooltip as well. */}
            <button
              type="button"
              data-slot="form-field-error-count"
              className={cn(
                'shrink-0 cursor-default rounded-sm font-medium whitespace-nowrap underline',
                'decoration-dotted underline-offset-2',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus-ring',
              )}
            >
              {countLabel(rest.length)}
            </button>
          </Tooltip>
        </Suspense>
      )}
    </div>
  );
}

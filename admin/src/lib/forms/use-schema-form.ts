import { type ChangeEvent, type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { MessageKey } from './message-key.ts';

type TextValues = Record<string, string>;

/** Each field's message, a translation key from the schema (house style 10). */
export type SchemaFormErrors<Values extends TextValues> = Partial<Record<keyof Values, MessageKey>>;

/** The first message of each field, as react-hook-form's valibot resolver keeps them. */
function firstMessages<Values extends TextValues>(
  issues: readonly v.BaseIssue<unknown>[],
): SchemaFormErrors<Values> {
  const errors: SchemaFormErrors<Values> = {};
  for (const issue of issues) {
    const name = v.getDotPath(issue) as keyof Values | null;
    if (name !== null && errors[name] === undefined) errors[name] = issue.message as MessageKey;
  }
  return errors;
}

/**
 * A small form of text fields checked by a valibot schema the way the admin's
 * react-hook-form forms are (mode `onSubmit`, re-checked on each change after a submit, the
 * first wrong field focused), for a page whose first load must not bring react-hook-form:
 * the sign-in page (issue 29). Other forms use react-hook-form (house style 10).
 *
 * @example
 * const form = useSchemaForm(loginSchema, { email: '', password: '' });
 * <form noValidate onSubmit={form.handleSubmit(signIn)}>
 *   <LiteTextField {...form.field('email')} label={t('fields.email')}
 *     error={form.errors.email && t(form.errors.email)} />
 */
export function useSchemaForm<Schema extends v.GenericSchema<TextValues, TextValues>>(
  schema: Schema,
  defaultValues: v.InferInput<Schema>,
) {
  type Values = v.InferInput<Schema>;
  const [values, setValues] = useState<Values>(defaultValues);
  const [submitted, setSubmitted] = useState(false);
  // A failure of the whole form (the server's answer), like react-hook-form's root error:
  // cleared when the form is submitted again.
  const [failure, setFailure] = useState<string>();
  const inputs = useRef(new Map<keyof Values, HTMLInputElement>());
  // A new object per failed submit, so the same field is focused again on the next one.
  const [focusRequest, setFocusRequest] = useState<{ name: keyof Values }>();
  // Focused once its error is rendered, so a screen reader reads the field with it.
  useLayoutEffect(() => {
    if (focusRequest) inputs.current.get(focusRequest.name)?.focus();
  }, [focusRequest]);
  // Like react-hook-form's resolver: each rule pipe stops at its first failure.
  const check = (current: Values) => v.safeParse(schema, current, { abortPipeEarly: true });
  // Before the first submit nothing is wrong yet; after it, the errors follow the values.
  const result = submitted ? check(values) : undefined;
  const errors: SchemaFormErrors<Values> = result?.issues ? firstMessages(result.issues) : {};

  /** The props of a field's input: name, value, change handler and ref. */
  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name] ?? '',
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  /** Checks the values and calls `onValid` with the schema's output (trimmed and so on). */
  function handleSubmit(onValid: (output: v.InferOutput<Schema>) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      setFailure(undefined);
      const checked = check(values);
      if (!checked.success) {
        const found = firstMessages<Values>(checked.issues);
        const first = Object.keys(defaultValues).find((name) => found[name] !== undefined);
        if (first !== undefined) setFocusRequest({ name: first });
        return;
      }
      await onValid(checked.output);
    };
  }

  return { values, errors, failure, setFailure, field, handleSubmit };
}

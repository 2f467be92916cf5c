import {
  type ComponentProps,
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { FormFieldError, type FormFieldErrorProps } from '../form-field-error/form-field-error.tsx';
import { Label, type LabelProps } from '../label/label.tsx';
import { useFieldError } from './use-field-error.ts';

type FieldContextValue = {
  id: string;
  name?: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
  hasLabel: boolean;
  setHasLabel: (has: boolean) => void;
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

export type FieldProps = ComponentProps<'div'> & {
  /** The react-hook-form field name; its error marks the field invalid. */
  name?: string;
  /** Marks the control `aria-required` and shows the label's red asterisk. */
  required?: boolean;
  /** Forces the error style, for forms that do not use react-hook-form. */
  invalid?: boolean;
  /** Dims the label; pass `disabled` to the control as well. */
  disabled?: boolean;
};

/**
 * Groups a label, a control, a description and an error, and links them: the label points
 * at the control, and the control is described by the description and, while invalid, by
 * the error. Form pieces (Input, Textarea, NumberInput, Select, Combobox, Checkbox) read it.
 *
 * @example
 * <Field name="email" required>
 *   <FieldLabel>Email</FieldLabel>
 *   <Input {...register('email')} />
 *   <FieldDescription>Receipts go to this address.</FieldDescription>
 *   <FieldError />
 * </Field>
 */
export function Field({
  name,
  required = false,
  invalid,
  disabled = false,
  className,
  ...props
}: FieldProps) {
  const id = useId();
  const [hasLabel, setHasLabel] = useState(false);
  const [hasDescription, setHasDescription] = useState(false);
  const error = useFieldError(name);
  const isInvalid = invalid ?? Boolean(error);
  const value = useMemo<FieldContextValue>(
    () => ({
      id: `${id}-control`,
      name,
      labelId: `${id}-label`,
      descriptionId: `${id}-description`,
      errorId: `${id}-error`,
      hasLabel,
      setHasLabel,
      hasDescription,
      setHasDescription,
      invalid: isInvalid,
      required,
      disabled,
    }),
    [id, name, hasLabel, hasDescription, isInvalid, required, disabled],
  );
  return (
    <FieldContext.Provider value={value}>
      <div data-slot="field" className={cn('flex flex-col gap-1.5', className)} {...props} />
    </FieldContext.Provider>
  );
}

/**
 * A {@link Label} pointed at the field's control. It also names what the control opens (a
 * select's or combobox's list of options), which a `<label for>` does not reach.
 */
export function FieldLabel(props: LabelProps) {
  const field = useContext(FieldContext);
  const setHasLabel = field?.setHasLabel;
  useLayoutEffect(() => {
    setHasLabel?.(true);
    return () => setHasLabel?.(false);
  }, [setHasLabel]);
  return (
    <Label
      id={field?.labelId}
      htmlFor={field?.id}
      required={field?.required}
      disabled={field?.disabled}
      data-slot="field-label"
      {...props}
    />
  );
}

/** Help text under the control, read as part of its description. */
export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  const field = useContext(FieldContext);
  const setHasDescription = field?.setHasDescription;
  // The control lists only ids that exist, so the description says it is here.
  useLayoutEffect(() => {
    setHasDescription?.(true);
    return () => setHasDescription?.(false);
  }, [setHasDescription]);
  return (
    <p
      id={field?.descriptionId}
      data-slot="field-description"
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's {@link FormFieldError}, with the id the control's description points at. */
export function FieldError(props: FormFieldErrorProps) {
  const field = useContext(FieldContext);
  return <FormFieldError name={field?.name} id={field?.errorId} {...props} />;
}

type ControlProps = {
  id?: string;
  name?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: ComponentProps<'input'>['aria-required'];
};

/**
 * What a form control needs from its surroundings: its id, whether it is invalid (an
 * explicit prop, else react-hook-form's error for its name, else the Field's), and the
 * ARIA that ties it to the Field's label, description and error. Used by the form pieces.
 *
 * @example
 * const control = useFieldControl(props);
 * <input id={control.id} aria-invalid={control['aria-invalid']} ... />
 */
export function useFieldControl(props: ControlProps) {
  const field = useContext(FieldContext);
  const error = useFieldError(props.name ?? field?.name);
  const invalid = props.invalid ?? (error ? true : (field?.invalid ?? false));
  const describedBy = [
    field?.hasDescription ? field.descriptionId : undefined,
    field?.invalid && invalid ? field.errorId : undefined,
    props['aria-describedby'],
  ].filter(Boolean);
  return {
    id: props.id ?? field?.id,
    /** The Field's label, for a popup the control opens (undefined without a FieldLabel). */
    labelId: field?.hasLabel ? field.labelId : undefined,
    invalid,
    disabled: props.disabled ?? (field?.disabled || undefined),
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    'aria-required': props['aria-required'] ?? (field?.required || undefined),
  };
}

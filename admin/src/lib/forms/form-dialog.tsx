import {
  Button,
  Modal,
  ModalBody,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@commerce/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

export interface FormDialogProps<T extends FieldValues> {
  open: boolean;
  onClose: () => void;
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  description?: string;
  submitLabel: string;
  cancelLabel: string;
  isPending: boolean;
  /** The fields (TextField and others from `ui/`). */
  children: ReactNode;
}

/**
 * A form in a modal (create or edit a record): title, fields, the server's refusal above
 * them (the form's `root.server` error, see server-error.ts), Cancel and submit. While it is
 * open with changed values, leaving the page (Back, reload) asks first.
 *
 * @example
 * <FormDialog open={open} onClose={close} form={form} onSubmit={submit} title={t('create')}
 *   submitLabel={t('save')} cancelLabel={t('cancel')} isPending={create.isPending}>
 *   <TextField {...form.register('title')} label={t('fields.title')} required />
 * </FormDialog>
 */
export function FormDialog<T extends FieldValues>({
  open,
  onClose,
  form,
  onSubmit,
  title,
  description,
  submitLabel,
  cancelLabel,
  isPending,
  children,
}: FormDialogProps<T>) {
  const failure = form.formState.errors.root?.server?.message;
  const guard = useUnsavedChangesGuard(open && form.formState.isDirty);
  return (
    <>
      <Modal open={open} onClose={onClose}>
        <FormProvider {...form}>
          <form noValidate onSubmit={guard.allowLeavingDuring(onSubmit)} className="contents">
            <ModalHeader>
              <ModalTitle>{title}</ModalTitle>
              {description && <ModalDescription>{description}</ModalDescription>}
            </ModalHeader>
            <ModalBody className="flex flex-col gap-4">
              {failure && (
                <p role="alert" className="text-sm text-danger">
                  {failure}
                </p>
              )}
              {children}
            </ModalBody>
            <ModalFooter>
              <Button variant="secondary" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button type="submit" isLoading={isPending}>
                {submitLabel}
              </Button>
            </ModalFooter>
          </form>
        </FormProvider>
      </Modal>
      {guard.prompt}
    </>
  );
}

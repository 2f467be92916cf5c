import { notify } from '@commerce/ui';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';

export interface DeleteThenLeave {
  /** The record's delete mutation (a generated `useAdminDeleteX` hook's result). */
  mutation: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  /** The toast after it succeeded ("Collection Summer deleted"). */
  deleted: string;
  /** The list the record was on: where the page goes once the record is gone. */
  listTo: NonNullable<LinkProps['to']>;
  /** The toast's words when the server refuses; the server's reason by default. */
  errorMessage?: (error: unknown) => string;
}

/**
 * Asking, then deleting a record from its own page: on success a toast and back to the list
 * (the page's record no longer exists); on refusal a toast with the reason, and the page stays.
 */
export function useDeleteThenLeave({ mutation, deleted, listTo, errorMessage }: DeleteThenLeave) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      notify.error(errorMessage?.(error) ?? serverErrorMessage(error, i18n.t));
      setConfirming(false);
      return;
    }
    notify.success(deleted);
    await navigate({ to: listTo });
  };
  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
  };
}

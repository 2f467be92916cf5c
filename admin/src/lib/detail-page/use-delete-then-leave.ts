import { notify } from '@commerce/ui';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

export interface DeleteThenLeave {
  /** The delete request. */
  remove: () => Promise<unknown>;
  /** The toast after it succeeded ("Collection Summer deleted"). */
  deleted: string;
  /** The toast's words when the server refuses. */
  errorMessage: (error: unknown) => string;
  /** The list the record was on: where the page goes once the record is gone. */
  listTo: NonNullable<LinkProps['to']>;
}

/**
 * Asking, then deleting a record from its own page: on success a toast and back to the list
 * (the page's record no longer exists); on refusal a toast with the reason, and the page stays.
 */
export function useDeleteThenLeave({ remove, deleted, errorMessage, listTo }: DeleteThenLeave) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await remove();
    } catch (error) {
      notify.error(errorMessage(error));
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

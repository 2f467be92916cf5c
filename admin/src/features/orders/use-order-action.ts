import { useState } from 'react';
import { useServerErrorMessage } from '../../lib/forms/server-error.ts';

/**
 * Runs one order action from a dialog: remembers why the server refused it (translated), so
 * the dialog can show the reason and stay open; a new attempt or closing clears it.
 *
 * @example
 * const action = useOrderAction();
 * const done = await action.run(() => cancel.mutateAsync(undefined));
 * if (done) close();
 */
export function useOrderAction() {
  const message = useServerErrorMessage();
  const [failure, setFailure] = useState<string>();
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setFailure(undefined);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(message(error));
      return false;
    }
  };
  return { failure, run, reset: () => setFailure(undefined) };
}

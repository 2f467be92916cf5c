import { ConfirmDialog } from '@commerce/ui';
import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';
import { type ReactNode, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface UnsavedChangesGuard {
  /** The "Leave without saving?" dialog; render it anywhere in the form's screen. */
  prompt: ReactNode;
  /**
   * Wraps a submit handler: while it runs, leaving is not asked about, since a save that
   * ends by opening the new record navigates before the form re-renders as saved.
   */
  allowLeavingDuring: <Args extends unknown[]>(
    submit: (...args: Args) => unknown,
  ) => (...args: Args) => Promise<void>;
}

/**
 * The navigation the shopper already agreed to leave for. The router asks every active
 * guard in turn (a grid with edits and a form dialog open over it are two), so without this
 * "Leave" would be asked for again by each; the first answer counts for the others.
 */
let agreedToLeaveFor: string | undefined;

const destination = (next: { pathname: string; search: unknown }) =>
  `${next.pathname}?${JSON.stringify(next.search)}`;

/**
 * Asks before leaving a form whose values differ from what was loaded (`isDirty`): an in-app
 * navigation to another page (a link, Back or Forward) opens an accessible dialog, Stay or
 * Leave; reloading or closing the tab gets the browser's own dialog (`beforeunload`, which
 * allows no custom text). Nothing is asked once the form is saved or back to its values.
 * A change of the same page's URL search (a column choice, a list's page) is not leaving.
 *
 * @example
 * const guard = useUnsavedChangesGuard(form.formState.isDirty);
 * <form onSubmit={guard.allowLeavingDuring(submit)}>…</form>
 * {guard.prompt}
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation();
  const saving = useRef(false);
  // Read when a navigation starts, so it must not be a new function on each render (the
  // router re-registers the blocker whenever it changes).
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    ({ current, next }) =>
      !saving.current &&
      current.pathname !== next.pathname &&
      agreedToLeaveFor !== destination(next),
    [],
  );
  const enableBeforeUnload = useCallback(() => !saving.current, []);
  const blocker = useBlocker({
    shouldBlockFn,
    enableBeforeUnload,
    withResolver: true,
    disabled: !isDirty,
  });
  const allowLeavingDuring = useCallback(
    <Args extends unknown[]>(submit: (...args: Args) => unknown) =>
      async (...args: Args) => {
        saving.current = true;
        try {
          await submit(...args);
        } finally {
          saving.current = false;
        }
      },
    [],
  );
  const prompt = (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      onConfirm={() => {
        if (blocker.status !== 'blocked') return;
        agreedToLeaveFor = destination(blocker.next);
        blocker.proceed();
        // The other guards are asked within this navigation's promise chain; a later
        // navigation to the same place is asked about again.
        setTimeout(() => {
          agreedToLeaveFor = undefined;
        });
      }}
      title={t('unsavedChanges.title')}
      description={t('unsavedChanges.body')}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
    />
  );
  return { prompt, allowLeavingDuring };
}

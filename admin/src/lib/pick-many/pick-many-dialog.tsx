import {
  Button,
  Input,
  Modal,
  ModalBody,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';
import { PickList } from './pick-list.tsx';
import { type PickSource, usePickSearch } from './use-pick-search.ts';
import { usePickSelection } from './use-pick-selection.ts';

export interface PickManyDialogProps<TPage> extends PickSource<TPage> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** The search box's name; without one the dialog lists everything (a short list). */
  searchLabel?: string;
  /** The results list's name. */
  resultsLabel: string;
  noResults: string;
  /** Shown when the search fails; without it, the server's reason. */
  searchFailed?: string;
  /** The confirm button, naming how many are chosen ("Add 2 customers"). */
  confirmLabel: (count: number) => string;
  /** Does the work; a throw keeps the dialog open and shows the server's reason. */
  onConfirm: (ids: string[]) => Promise<void> | void;
  isConfirming?: boolean;
}

/**
 * Chooses many resources of one kind: a search, the results page after page as checkboxes
 * (those already there ticked and not offered), and a confirm button that counts the chosen.
 * Closing it, by cancel or after the work is done, forgets the search and the choice.
 */
export function PickManyDialog<TPage>({
  open,
  onClose,
  title,
  description,
  searchLabel,
  resultsLabel,
  noResults,
  searchFailed,
  confirmLabel,
  onConfirm,
  isConfirming,
  query,
  optionsOf,
}: PickManyDialogProps<TPage>) {
  const { t, i18n } = useTranslation('lists');
  const { text, setText, results, options } = usePickSearch({ query, optionsOf }, open);
  const selection = usePickSelection();
  const [failure, setFailure] = useState<string>();
  const close = () => {
    setText('');
    selection.clear();
    setFailure(undefined);
    onClose();
  };
  const confirm = async () => {
    try {
      await onConfirm([...selection.chosen]);
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
      return;
    }
    close();
  };
  const count = selection.chosen.length;

  return (
    <Modal open={open} onClose={close}>
      <ModalHeader>
        <ModalTitle>{title}</ModalTitle>
        {description && <ModalDescription>{description}</ModalDescription>}
      </ModalHeader>
      <ModalBody className="flex flex-col gap-3">
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
        {searchLabel && (
          <Input
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autoFocus
          />
        )}
        <PickList
          label={resultsLabel}
          options={options}
          isChosen={selection.isChosen}
          onToggle={selection.toggle}
          isPending={results.isPending}
          isFetching={results.isFetching}
          isFetchingMore={results.isFetchingNextPage}
          failure={
            results.isError
              ? (searchFailed ?? serverErrorMessage(results.error, i18n.t))
              : undefined
          }
          noResults={noResults}
          onShowMore={results.hasNextPage ? () => void results.fetchNextPage() : undefined}
        />
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button disabled={count === 0} isLoading={isConfirming} onClick={() => void confirm()}>
          {confirmLabel(count)}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

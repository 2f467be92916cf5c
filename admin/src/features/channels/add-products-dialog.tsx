import { useMedusa } from '@commerce/client';
import {
  type AdminGetSalesChannelData,
  adminListProductsQueryOptions,
  useAdminAddSalesChannelProducts,
} from '@commerce/client/admin';
import {
  Button,
  Checkbox,
  Input,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@commerce/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/lists/search-field.tsx';

/** Products offered per search: enough to pick from, few enough to read. */
const RESULTS = 50;

export interface AddProductsDialogProps {
  open: boolean;
  onClose: () => void;
  channel: AdminGetSalesChannelData['sales_channel'];
  onAdded: (count: number) => void;
}

/**
 * Finds products by title and adds the chosen ones to the channel in one request; products
 * already sold in the channel are shown ticked and cannot be chosen again.
 */
export function AddProductsDialog({ open, onClose, channel, onAdded }: AddProductsDialogProps) {
  const { t, i18n } = useTranslation('channels');
  const { client } = useMedusa();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();
  const add = useAdminAddSalesChannelProducts({ id: channel.id });
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    ...adminListProductsQueryOptions(client, { limit: RESULTS, ...(q ? { q } : {}) }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const inChannel = useQuery({
    ...adminListProductsQueryOptions(client, {
      limit: 1000,
      sales_channel_id: [channel.id],
    }),
    enabled: open,
  });
  const members = new Set(inChannel.data?.products.map((product) => product.id));

  const close = () => {
    setText('');
    setChosen(new Set());
    setFailure(undefined);
    onClose();
  };
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = async () => {
    try {
      await add.mutateAsync({ product_ids: [...chosen].map((id) => ({ id })) });
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
      return;
    }
    onAdded(chosen.size);
    close();
  };

  return (
    <Modal open={open} onClose={close}>
      <ModalHeader>
        <ModalTitle>{t('products.addTitle', { name: channel.name })}</ModalTitle>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-3">
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
        <Input
          type="search"
          aria-label={t('products.search')}
          placeholder={t('products.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoFocus
        />
        <ul
          aria-label={t('products.results')}
          aria-busy={results.isFetching || undefined}
          className="flex max-h-96 flex-col gap-1 overflow-y-auto"
        >
          {results.isError && (
            <li role="alert" className="text-sm text-danger">
              {serverErrorMessage(results.error, i18n.t)}
            </li>
          )}
          {results.data?.products.length === 0 && (
            <li className="text-sm text-muted-foreground">{t('products.noResults')}</li>
          )}
          {results.data?.products.map((product) => {
            const member = members.has(product.id);
            return (
              <li key={product.id}>
                {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders a native input inside the label. */}
                <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
                  <Checkbox
                    checked={member || chosen.has(product.id)}
                    disabled={member}
                    onCheckedChange={() => toggle(product.id)}
                  />
                  <span className="min-w-0 flex-1 truncate">{product.title}</span>
                  {member && <span className="text-muted-foreground">{t('products.already')}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button
          disabled={chosen.size === 0}
          isLoading={add.isPending}
          onClick={() => void submit()}
        >
          {t('products.addChosen', { count: chosen.size })}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

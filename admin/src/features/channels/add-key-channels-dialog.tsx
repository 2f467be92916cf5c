import { useMedusa } from '@commerce/client';
import {
  adminListSalesChannelsQueryOptions,
  useAdminAddPublishableApiKeySalesChannels,
} from '@commerce/client/admin';
import {
  Button,
  Checkbox,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  notify,
} from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

export interface AddKeyChannelsDialogProps {
  open: boolean;
  onClose: () => void;
  keyId: string;
  /** The channels the key has already (shown ticked, not offered again). */
  current: readonly string[];
}

/** Chooses sales channels and adds them to a key's scope in one request. */
export function AddKeyChannelsDialog({ open, onClose, keyId, current }: AddKeyChannelsDialogProps) {
  const { t, i18n } = useTranslation('channels');
  const { client } = useMedusa();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();
  const add = useAdminAddPublishableApiKeySalesChannels({ id: keyId });
  const channels = useQuery({
    ...adminListSalesChannelsQueryOptions(client, { limit: 1000, order: 'name' }),
    enabled: open,
  });
  const close = () => {
    setChosen(new Set());
    setFailure(undefined);
    onClose();
  };
  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = async () => {
    try {
      await add.mutateAsync({ sales_channel_ids: [...chosen].map((id) => ({ id })) });
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
      return;
    }
    notify.success(t('keys.channelsAdded', { count: chosen.size }));
    close();
  };

  return (
    <Modal open={open} onClose={close}>
      <ModalHeader>
        <ModalTitle>{t('keys.addChannels')}</ModalTitle>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-3">
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
        {channels.isPending && (
          <p className="text-sm text-muted-foreground">{t('states.loading')}</p>
        )}
        {channels.isError && (
          <p role="alert" className="text-sm text-danger">
            {serverErrorMessage(channels.error, i18n.t)}
          </p>
        )}
        <ul
          aria-label={t('sections.channels')}
          className="flex max-h-96 flex-col gap-1 overflow-y-auto"
        >
          {channels.data?.sales_channels.map((channel) => {
            const member = current.includes(channel.id);
            return (
              <li key={channel.id}>
                {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders a native input inside the label. */}
                <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
                  <Checkbox
                    checked={member || chosen.has(channel.id)}
                    disabled={member}
                    onCheckedChange={() => toggle(channel.id)}
                  />
                  <span className="min-w-0 flex-1 truncate">{channel.name}</span>
                  {channel.is_disabled && (
                    <span className="text-muted-foreground">{t('status.disabled')}</span>
                  )}
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
          {t('keys.addChosen', { count: chosen.size })}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

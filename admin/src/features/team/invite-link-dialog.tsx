import { useMedusa } from '@commerce/client';
import { adminGetStoreQueryOptions } from '@commerce/client/admin/store';
import {
  Button,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../lib/clipboard/copy-button.tsx';
import { inviteLink } from './invite-link.ts';

/** An invite just created or resent: the server answers its token only then. */
export interface IssuedInvite {
  email: string;
  token: string;
  expiresAt: string;
}

export interface InviteLinkDialogProps {
  issued: IssuedInvite | undefined;
  onClose: () => void;
}

/**
 * Shows the link of an invite just sent, to copy with one click and pass on another way
 * (chat, a colleague's desk) in case the email does not arrive.
 */
export function InviteLinkDialog({ issued, onClose }: InviteLinkDialogProps) {
  const { t, i18n } = useTranslation('team');
  const { client } = useMedusa();
  const router = useRouter();
  const fieldId = useId();
  const store = useQuery(adminGetStoreQueryOptions(client)).data?.store;
  const link = issued
    ? inviteLink(issued.token, {
        template: store?.invite_link_template,
        origin: window.location.origin,
        basepath: router.basepath,
      })
    : '';
  const expires = issued
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(issued.expiresAt),
      )
    : '';
  return (
    <Modal open={Boolean(issued)} onClose={onClose}>
      <ModalHeader>
        <ModalTitle>{t('invites.linkTitle')}</ModalTitle>
        <ModalDescription>
          {t('invites.linkDescription', { email: issued?.email, date: expires })}
        </ModalDescription>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fieldId}>{t('invites.link')}</Label>
          <Input
            id={fieldId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <CopyButton
          text={link}
          label={t('invites.copyLink')}
          copiedMessage={t('copy.copied')}
          failedMessage={t('copy.failed')}
        />
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t('actions.done')}</Button>
      </ModalFooter>
    </Modal>
  );
}

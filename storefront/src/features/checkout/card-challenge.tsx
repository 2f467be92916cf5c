import {
  Button,
  Modal,
  ModalBody,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';

export interface CardChallengeProps {
  /** The amount the bank asks the shopper to confirm, formatted. */
  amount: string;
  /** The last four digits of the card being confirmed. */
  last4: string;
  /** The outcome is being recorded (and the order placed): the buttons wait. */
  isAnswering: boolean;
  onConfirm(): void;
  onFail(): void;
  /** Escape: the shopper leaves the challenge without an answer. */
  onCancel(): void;
}

/**
 * The bank's 3-D Secure challenge, in place over the checkout. For the `test-card` provider
 * the store simulates the bank: Confirm passes the challenge and Fail fails it
 * (server/src/payments/test-card.ts says which outcomes the provider takes). Focus starts
 * on Confirm and stays in the dialog; Escape cancels. Focus is not sent back to "Place
 * order" on close: the payment step's alert or the confirmation page's heading takes it.
 */
export function CardChallenge({
  amount,
  last4,
  isAnswering,
  onConfirm,
  onFail,
  onCancel,
}: CardChallengeProps) {
  const { t } = useTranslation('checkout');
  return (
    <Modal
      open
      onClose={() => {
        if (!isAnswering) onCancel();
      }}
      size="small"
      hideOnInteractOutside={false}
      autoFocusOnHide={false}
      data-slot="card-challenge"
    >
      <ModalHeader>
        <ModalTitle>{t('challenge.title')}</ModalTitle>
        <ModalDescription>{t('challenge.description', { amount, last4 })}</ModalDescription>
      </ModalHeader>
      <ModalBody>
        <p className="text-sm text-muted-foreground">{t('challenge.simulated')}</p>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onFail} disabled={isAnswering}>
          {t('challenge.fail')}
        </Button>
        <Button onClick={onConfirm} isLoading={isAnswering} autoFocus>
          {t('challenge.confirm')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

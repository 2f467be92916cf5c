import { useAdminCancelOrderClaim } from '@commerce/client/admin/orders';
import { Button } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelFulfillmentDialog } from './cancel-fulfillment-dialog.tsx';
import { ClaimFulfilDialog } from './claim-fulfil-dialog.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import type { OrderClaim } from './order-state.ts';
import { ShipFulfillmentDialog } from './ship-fulfillment-dialog.tsx';
import { UpdateClaimDialog } from './update-claim-dialog.tsx';

/**
 * What a claim allows (server/README.md, "Claims"): a replacement's units not yet fulfilled
 * can be fulfilled, its unshipped fulfillments shipped or canceled; a claim not canceled can
 * be updated, and canceled while nothing was refunded, fulfilled or received back.
 */
export function claimActions(claim: OrderClaim) {
  const live = !claim.canceled_at;
  const fulfillments = (claim.fulfillments ?? []).filter((f) => !f.canceled_at);
  const unshipped = fulfillments.filter((f) => !f.shipped_at);
  return {
    fulfil:
      live &&
      claim.type === 'replace' &&
      (claim.additional_items ?? []).some((l) => l.quantity > (l.fulfilled_quantity ?? 0)),
    update: live,
    cancel:
      live &&
      claim.payment_status !== 'refunded' &&
      fulfillments.length === 0 &&
      claim.return_order?.status !== 'received',
    unshipped: live ? unshipped : [],
  };
}

type Dialog = 'fulfil' | 'update' | 'cancel';

export interface ClaimActionsProps {
  orderId: string;
  claim: OrderClaim;
  /** The claim's name in the list, for the buttons' accessible names. */
  name: string;
  titleOf: (itemId: string) => string;
}

/** The buttons of one claim and their dialogs. */
export function ClaimActions({ orderId, claim, name, titleOf }: ClaimActionsProps) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<Dialog>();
  const [shipping, setShipping] = useState<string>();
  const [canceling, setCanceling] = useState<string>();
  const cancel = useAdminCancelOrderClaim({ id: orderId, claim_id: claim.id });
  const allowed = claimActions(claim);
  const offered = (['fulfil', 'update', 'cancel'] as const).filter((a) => allowed[a]);
  if (offered.length === 0 && allowed.unshipped.length === 0) return null;
  const close = () => setDialog(undefined);
  const named = (action: string, what = name) => t('named', { action, name: what });

  return (
    <div className="flex flex-wrap gap-2">
      {offered.map((a) => (
        <Button
          key={a}
          size="small"
          variant={a === 'cancel' ? 'danger' : 'secondary'}
          onClick={() => setDialog(a)}
          aria-label={named(t(`claims.actions.${a}.button`))}
        >
          {t(`claims.actions.${a}.button`)}
        </Button>
      ))}
      {allowed.unshipped.map((f, index) => {
        const what = t('claims.fulfillmentName', { claim: name, number: index + 1 });
        return (
          <span key={f.id} className="flex gap-2">
            <Button
              size="small"
              onClick={() => setShipping(f.id)}
              aria-label={named(t('fulfillments.ship'), what)}
            >
              {t('fulfillments.ship')}
            </Button>
            <Button
              size="small"
              variant="danger"
              onClick={() => setCanceling(f.id)}
              aria-label={named(t('fulfillments.cancel'), what)}
            >
              {t('fulfillments.cancel')}
            </Button>
          </span>
        );
      })}
      <ClaimFulfilDialog
        orderId={orderId}
        claimId={claim.id}
        open={dialog === 'fulfil'}
        onClose={close}
      />
      <UpdateClaimDialog
        orderId={orderId}
        claim={claim}
        titleOf={titleOf}
        open={dialog === 'update'}
        onClose={close}
      />
      <ConfirmActionDialog
        open={dialog === 'cancel'}
        onClose={close}
        run={() => cancel.mutateAsync()}
        isPending={cancel.isPending}
        title={t('claims.actions.cancel.title')}
        description={t('claims.actions.cancel.description')}
        confirmLabel={t('claims.actions.cancel.button')}
        done={t('claims.actions.cancel.done')}
        tone="danger"
      />
      <ShipFulfillmentDialog
        orderId={orderId}
        claimId={claim.id}
        fulfillmentId={shipping}
        onClose={() => setShipping(undefined)}
      />
      <CancelFulfillmentDialog
        orderId={orderId}
        claimId={claim.id}
        fulfillmentId={canceling}
        onClose={() => setCanceling(undefined)}
      />
    </div>
  );
}

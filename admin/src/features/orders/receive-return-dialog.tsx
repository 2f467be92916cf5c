import { useAdminReceiveReturn } from '@commerce/client/admin/returns';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import {
  type ChoosableLine,
  chosenItems,
  ItemQuantities,
  quantitiesSchema,
} from './item-quantities.tsx';
import { type Order, type OrderReturn, returnableQuantity } from './order-state.ts';
import { useOrderMoney } from './use-order-money.ts';

export interface ReceiveReturnDialogProps {
  order: Order;
  /** The requested return being received; closed without one. */
  orderReturn: OrderReturn | undefined;
  onClose: () => void;
}

/**
 * Receives a requested return (`POST /admin/returns/{id}/receive`): the units counted in,
 * the requested ones by default. Other counts are allowed (the return then needs action);
 * the units are restocked and refunded as counted.
 */
export function ReceiveReturnDialog({ order, orderReturn, onClose }: ReceiveReturnDialogProps) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const refusal = useServerErrorMessage();
  const receive = useAdminReceiveReturn({ id: orderReturn?.id ?? '' });
  const requested = orderReturn?.items ?? [];
  const lines: ChoosableLine[] = requested.flatMap((item) => {
    const line = order.items?.find((l) => l.id === item.item_id);
    // This return's own units are held from the line's returnable ones: give them back.
    return line
      ? [{ id: line.id, title: line.title, max: returnableQuantity(order, line) + item.quantity }]
      : [];
  });
  const form = useForm({
    resolver: valibotResolver(v.object({ quantities: quantitiesSchema(lines) })),
    values: {
      quantities: lines.map((line) => requested.find((i) => i.item_id === line.id)?.quantity ?? 0),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ quantities }) => {
    try {
      await receive.mutateAsync({ items: chosenItems(lines, quantities) });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('returns.received'));
    close();
  });

  return (
    <FormDialog
      open={Boolean(orderReturn)}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('returns.receiveTitle')}
      description={t('returns.receiveDescription', {
        amount: money(orderReturn?.refund_amount ?? 0),
      })}
      submitLabel={t('returns.receiveSubmit')}
      cancelLabel={t('actions.cancel')}
      isPending={receive.isPending}
    >
      <ItemQuantities lines={lines} label={t('returns.receivedLabel')} />
    </FormDialog>
  );
}

import {
  useAdminDeleteDraftOrderLineItem,
  useAdminUpdateDraftOrderLineItem,
} from '@commerce/client/admin/draft-orders';
import { Button, NumberInput, notify } from '@commerce/ui';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { DraftLine } from './draft-order-detail-types.ts';

export interface DraftLineRowProps {
  draftId: string;
  line: DraftLine;
  editable: boolean;
  money: (amount: number) => string;
}

/** One line of a draft: its quantity saved when the field is left or Enter is pressed. */
export function DraftLineRow({ draftId, line, editable, money }: DraftLineRowProps) {
  const { t, i18n } = useTranslation('draft-orders');
  const [typed, setTyped] = useState(String(line.quantity));
  const onError = (error: unknown) => void notify.error(serverErrorMessage(error, i18n.t));
  const update = useAdminUpdateDraftOrderLineItem({ id: draftId, line_id: line.id });
  const remove = useAdminDeleteDraftOrderLineItem({ id: draftId, line_id: line.id });
  const sku = line.variant?.sku;

  const save = () => {
    const quantity = Number(typed);
    if (!Number.isInteger(quantity) || quantity < 1) {
      notify.error(t('form.quantityInvalid'));
      setTyped(String(line.quantity));
      return;
    }
    if (quantity === line.quantity) return;
    update.mutate(
      { quantity },
      {
        onError: (error) => {
          onError(error);
          setTyped(String(line.quantity));
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <tr className="border-b border-border last:border-0">
      <td className="py-2 pe-3">
        <span className="block font-medium">{line.title}</span>
        {sku && <span className="text-xs text-muted-foreground">{sku}</span>}
      </td>
      <td className="py-2 pe-3 text-end tabular-nums">{money(line.unit_price)}</td>
      <td className="py-2 pe-3">
        {editable ? (
          <NumberInput
            aria-label={t('lines.quantityOf', { title: line.title })}
            min={1}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onBlur={save}
            onKeyDown={onKeyDown}
            disabled={update.isPending}
            incrementLabel={t('lines.increase')}
            decrementLabel={t('lines.decrease')}
            className="w-28"
          />
        ) : (
          <span className="tabular-nums">{line.quantity}</span>
        )}
      </td>
      <td className="py-2 pe-3 text-end tabular-nums">
        {money(line.subtotal ?? line.unit_price * line.quantity)}
      </td>
      {editable && (
        <td className="py-2 text-end">
          <Button
            variant="secondary"
            size="small"
            isLoading={remove.isPending}
            aria-label={t('lines.remove', { title: line.title })}
            onClick={() => remove.mutate(undefined, { onError })}
          >
            {t('lines.removeShort')}
          </Button>
        </td>
      )}
    </tr>
  );
}

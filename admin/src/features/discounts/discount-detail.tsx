import { useAdminDeleteDiscount, useAdminUpdateDiscount } from '@commerce/client/admin';
import { Button, ConfirmDialog, notify, StatusBadge } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { DiscountConditions } from './discount-conditions.tsx';
import { DiscountEditDialog } from './discount-edit-dialog.tsx';
import { discountErrorMessage } from './discount-errors.ts';
import { type Discount, discountState, STATE_BADGE } from './discount-format.ts';
import { DiscountRegions } from './discount-regions.tsx';
import { DiscountSummary } from './discount-summary.tsx';
import { DynamicCodes } from './dynamic-codes.tsx';

/** `/a/discounts/{id}`: a discount, its usage, conditions and (dynamic ones) generated codes. */
export function DiscountDetail({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation('discounts');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteDiscount({ id: discount.id });
  const update = useAdminUpdateDiscount({ id: discount.id });
  const state = discountState(discount);
  const generated = Boolean(discount.parent_discount_id);

  const toggle = async () => {
    try {
      await update.mutateAsync({ is_disabled: !discount.is_disabled });
      notify.success(
        discount.is_disabled
          ? t('enabled', { code: discount.code })
          : t('disabled', { code: discount.code }),
      );
    } catch (error) {
      notify.error(discountErrorMessage(error, i18n));
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(discountErrorMessage(error, i18n));
      setConfirming(false);
      return;
    }
    notify.success(t('deleted', { code: discount.code }));
    await navigate({ to: '/a/discounts' });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <Link to="/a/discounts" className="text-sm text-primary hover:underline">
        {t('back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-semibold break-all">{discount.code}</h1>
          <StatusBadge status={STATE_BADGE[state]}>{t(`states.${state}`)}</StatusBadge>
        </div>
        <Allowed permission="discounts:write">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void toggle()} isLoading={update.isPending}>
              {discount.is_disabled ? t('actions.enable') : t('actions.disable')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="discounts:write" />
      {generated && discount.parent_discount && (
        <p className="text-sm">
          {t('generatedFrom')}{' '}
          <Link
            to="/a/discounts/$id"
            params={{ id: discount.parent_discount.id }}
            className="font-mono text-primary hover:underline"
          >
            {discount.parent_discount.code}
          </Link>
        </p>
      )}
      <DiscountSummary discount={discount} />
      {!generated && <DiscountRegions discount={discount} />}
      {!generated && <DiscountConditions discount={discount} />}
      {discount.is_dynamic && !generated && <DynamicCodes discount={discount} />}
      <DiscountEditDialog open={editing} onClose={() => setEditing(false)} discount={discount} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('deleteTitle', { code: discount.code })}
        description={
          discount.is_dynamic && !generated ? t('deleteDynamicDescription') : t('deleteDescription')
        }
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}

import { useAdminDeleteDiscount, useAdminUpdateDiscount } from '@commerce/client/admin/discounts';
import { Button, notify, StatusBadge } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { DiscountConditions } from './discount-conditions.tsx';
import { DiscountEditDialog } from './discount-edit-dialog.tsx';
import { type Discount, discountState, STATE_BADGE } from './discount-format.ts';
import { DiscountRegions } from './discount-regions.tsx';
import { DiscountSummary } from './discount-summary.tsx';
import { DynamicCodes } from './dynamic-codes.tsx';

/** `/a/discounts/{id}`: a discount, its usage, conditions and (dynamic ones) generated codes. */
export function DiscountDetail({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation('discounts');
  const [editing, setEditing] = useState(false);
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
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('back')}
        title={discount.code}
        titleClassName="font-mono break-all"
        status={<StatusBadge status={STATE_BADGE[state]}>{t(`states.${state}`)}</StatusBadge>}
        permission="discounts:write"
        actions={
          <Button variant="secondary" onClick={() => void toggle()} isLoading={update.isPending}>
            {discount.is_disabled ? t('actions.enable') : t('actions.disable')}
          </Button>
        }
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('deleted', { code: discount.code }),
          listTo: '/a/discounts',
          title: t('deleteTitle', { code: discount.code }),
          description:
            discount.is_dynamic && !generated
              ? t('deleteDynamicDescription')
              : t('deleteDescription'),
        }}
      />
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
    </div>
  );
}

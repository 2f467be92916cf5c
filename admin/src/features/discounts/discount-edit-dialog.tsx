import { useAdminUpdateDiscount } from '@commerce/client/admin/discounts';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { useRegions } from '../../lib/regions/use-regions.ts';
import { DiscountFields } from './discount-fields.tsx';
import type { Discount } from './discount-format.ts';
import { discountSchema, discountValues, updateBody } from './discount-values.ts';

export interface DiscountEditDialogProps {
  open: boolean;
  onClose: () => void;
  discount: Discount;
}

/** Edits a discount's code, value, allocation, limits, dates and regions; the dialog stays open on a refusal. */
export function DiscountEditDialog({ open, onClose, discount }: DiscountEditDialogProps) {
  const { t, i18n } = useTranslation('discounts');
  const all = useRegions();
  // A role without `regions:read` keeps or drops the discount's own regions, and adds none.
  const regions = usePermissions().can('regions:read') ? all : (discount.regions ?? []);
  const update = useAdminUpdateDiscount({ id: discount.id });
  const form = useForm({
    resolver: valibotResolver(discountSchema),
    values: discountValues(discount),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const currency = regions?.find((region) => region.id === values.regions[0])?.currency_code;
    try {
      const saved = await update.mutateAsync(updateBody(discount, values, currency));
      notify.success(t('saved', { code: saved.discount.code }));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('editTitle', { code: discount.code })}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      <DiscountFields
        form={form}
        regions={regions}
        isNew={false}
        isGenerated={Boolean(discount.parent_discount_id)}
      />
    </FormDialog>
  );
}

import {
  type AdminListTaxRatesData,
  useAdminCreateTaxRate,
  useAdminUpdateTaxRate,
} from '@commerce/client/admin/tax-rates';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { percentage, toRate } from './region-values.ts';

export type TaxRate = AdminListTaxRatesData['tax_rates'][number];

/** The relations a tax rate is read with: what it overrides. */
export const TAX_RATE_EXPAND = ['products', 'product_types', 'shipping_options'];

const text = v.pipe(v.string(), v.trim());
const taxRateSchema = v.object({
  name: v.pipe(text, v.nonEmpty('regions:validation.nameRequired')),
  code: v.pipe(text, v.nonEmpty('regions:validation.codeRequired')),
  rate: percentage,
});

export interface TaxRateDialogProps {
  open: boolean;
  onClose: () => void;
  regionId: string;
  /** The rate to edit; without it a new one is created in the region. */
  taxRate?: TaxRate;
}

/** Creates a tax rate of a region or edits its name, code and percentage. */
export function TaxRateDialog({ open, onClose, regionId, taxRate }: TaxRateDialogProps) {
  const { t, i18n } = useTranslation('regions');
  const create = useAdminCreateTaxRate();
  const update = useAdminUpdateTaxRate({ id: taxRate?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(taxRateSchema),
    values: {
      name: taxRate?.name ?? '',
      code: taxRate?.code ?? '',
      rate: taxRate?.rate === null || taxRate?.rate === undefined ? '' : String(taxRate.rate),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, rate: toRate(values.rate) };
    try {
      if (taxRate) await update.mutateAsync(body);
      else await create.mutateAsync({ ...body, region_id: regionId });
      notify.success(t(taxRate ? 'taxes.saved' : 'taxes.created', { name: values.name }));
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
      title={taxRate ? t('taxes.editTitle') : t('taxes.createTitle')}
      submitLabel={taxRate ? t('actions.save') : t('taxes.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('name')} label={t('fields.name')} required autoFocus />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.register('code')} label={t('fields.taxCode')} required />
        <TextField
          {...form.register('rate')}
          label={t('fields.taxRate')}
          inputMode="decimal"
          required
        />
      </div>
    </FormDialog>
  );
}

import {
  type StoreGetOrderEditData,
  useStoreDeclineOrderEdit,
} from '@commerce/client/store/order-edits';
import { Button, Field, FieldDescription, FieldError, FieldLabel, Textarea } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type OrdersKey, orderErrorKey } from './order-errors.ts';
import { FormAlert, SERVER_ERROR } from './page-parts.tsx';
import { declineSchema } from './schemas.ts';

type OrderEdit = StoreGetOrderEditData['order_edit'];

/** Declining the changes, with an optional reason (`POST /store/order-edits/{id}/decline`). */
export function OrderEditDecline({ edit }: { edit: OrderEdit }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const decline = useStoreDeclineOrderEdit({ id: edit.id });
  const form = useForm({ resolver: valibotResolver(declineSchema), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await decline.mutateAsync(reason ? { declined_reason: reason } : {});
    } catch (error) {
      form.setError(SERVER_ERROR, { message: orderErrorKey(error) });
    }
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-border p-4">
      <h2 id={headingId} className="text-lg font-medium">
        {t('edit.declineTitle')}
      </h2>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <Field name="reason">
            <FieldLabel>{t('edit.reason')}</FieldLabel>
            <Textarea {...form.register('reason')} rows={3} />
            <FieldDescription>{t('edit.reasonHint')}</FieldDescription>
            <FieldError size="medium" messages={reasonError ? [t(reasonError as OrdersKey)] : []} />
          </Field>
          <Button
            type="submit"
            variant="secondary"
            className="self-start"
            isLoading={decline.isPending}
          >
            {t('edit.decline')}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}

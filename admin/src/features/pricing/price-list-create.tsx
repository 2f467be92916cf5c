import { useAdminCreatePriceList } from '@commerce/client/admin/price-lists';
import { Button, notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard.tsx';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { PriceListFields } from './price-list-fields.tsx';
import { createBody, priceListSchema, priceListValues } from './price-list-values.ts';

/**
 * `/a/pricing/new`: a new price list. Its prices are set on its page, which opens once it is
 * created, with the chosen currencies and regions as the grid's columns. A direct link from a
 * role that may not create one reads why instead of a form (issue 21).
 */
export function PriceListCreate() {
  const { t } = useTranslation('pricing');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link to="/a/pricing" className="text-sm text-primary hover:underline">
        {t('back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('createTitle')}</h1>
      <ReadOnlyNotice permission="pricing:write" />
      <Allowed permission="pricing:write">
        <CreateForm />
      </Allowed>
    </div>
  );
}

function CreateForm() {
  const { t, i18n } = useTranslation('pricing');
  const navigate = useNavigate();
  const create = useAdminCreatePriceList();
  const form = useForm({
    resolver: valibotResolver(priceListSchema),
    defaultValues: priceListValues(),
  });
  const failure = form.formState.errors.root?.server?.message;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { price_list } = await create.mutateAsync(createBody(values));
      notify.success(t('created', { name: price_list.name }));
      await navigate({
        to: '/a/pricing/$id',
        params: { id: price_list.id },
        search: values.columns.length ? { columns: values.columns } : {},
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={guard.allowLeavingDuring(submit)} className="flex flex-col gap-4">
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
        <PriceListFields form={form} isNew />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => void navigate({ to: '/a/pricing' })}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {t('create')}
          </Button>
        </div>
      </form>
      {guard.prompt}
    </FormProvider>
  );
}

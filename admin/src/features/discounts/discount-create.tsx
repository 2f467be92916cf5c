import { useAdminCreateDiscount } from '@commerce/client/admin/discounts';
import { Button, notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard.tsx';
import { ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { useRegions } from '../../lib/regions/use-regions.ts';
import { DiscountFields } from './discount-fields.tsx';
import { createBody, discountSchema, discountValues } from './discount-values.ts';

/**
 * `/a/discounts/new`: a new discount. Its conditions, and a dynamic discount's codes, are
 * added on its page, which opens once it is created. A direct link still opens for a role
 * that may not create one (issue 21): it reads why instead of a form it could not send.
 */
export function DiscountCreate() {
  const { t } = useTranslation('discounts');
  const { can } = usePermissions();
  let body = <CreateForm />;
  if (!can('discounts:write')) body = <ReadOnlyNotice permission="discounts:write" />;
  // Every discount is for at least one region, chosen from the store's list.
  else if (!can('regions:read')) body = <p role="note">{t('regionsNeeded')}</p>;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link to="/a/discounts" className="text-sm text-primary hover:underline">
        {t('back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('createTitle')}</h1>
      {body}
    </div>
  );
}

function CreateForm() {
  const { t, i18n } = useTranslation('discounts');
  const navigate = useNavigate();
  const regions = useRegions();
  const create = useAdminCreateDiscount();
  const form = useForm({
    resolver: valibotResolver(discountSchema),
    defaultValues: discountValues(),
  });
  const failure = form.formState.errors.root?.server?.message;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    const currency = regions?.find((region) => region.id === values.regions[0])?.currency_code;
    try {
      const { discount } = await create.mutateAsync(createBody(values, currency));
      notify.success(t('created', { code: discount.code }));
      await navigate({ to: '/a/discounts/$id', params: { id: discount.id } });
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
        <DiscountFields form={form} regions={regions} isNew />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => void navigate({ to: '/a/discounts' })}>
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

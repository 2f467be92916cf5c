import { type StoreLookupOrderParams, useStoreLookupOrder } from '@commerce/client/store/orders';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrderAfterSales } from '../../lib/orders/order-after-sales.tsx';
import { OrderDetail } from '../../lib/orders/order-detail.tsx';
import { useShopper } from '../../lib/shopper/shopper.ts';
import { ClaimOffer } from './claim-offer.tsx';
import { orderErrorKey } from './order-errors.ts';
import { FormAlert, Loading, PageFrame, TextField } from './page-parts.tsx';
import { type LookupInput, type LookupValues, lookupSchema } from './schemas.ts';

/**
 * `/orders/lookup`: a guest finds an order by its number and the email it was placed with
 * (`GET /store/orders?display_id=&email=`), sees it, and can return or exchange from there.
 */
export function LookupPage() {
  const { t } = useTranslation('orders');
  const shopper = useShopper();
  const [search, setSearch] = useState<StoreLookupOrderParams | null>(null);
  const query = useStoreLookupOrder(search ?? undefined, {
    enabled: search !== null,
    retry: false,
  });
  const form = useForm<LookupInput, unknown, LookupValues>({
    resolver: valibotResolver(lookupSchema),
    defaultValues: { display_id: '', email: shopper?.email ?? '' },
  });
  const order = search && query.data?.order;
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // A found order is read out: focus moves to its heading.
  useEffect(() => {
    if (order) resultHeading.current?.focus();
  }, [order]);

  const submit = form.handleSubmit((values) => setSearch(values));
  const failure =
    search && query.isError ? orderErrorKey(query.error, 'lookup.notFound') : undefined;

  return (
    <PageFrame title={t('lookup.title')} description={t('lookup.description')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          <FormAlert message={failure} />
          <TextField
            {...form.register('display_id')}
            label={t('lookup.number')}
            description={t('lookup.numberHint')}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <TextField
            {...form.register('email')}
            label={t('lookup.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <Button type="submit" className="self-start" isLoading={query.isFetching}>
            {t('lookup.submit')}
          </Button>
        </form>
      </FormProvider>
      {search && query.isPending && <Loading label={t('lookup.searching')} />}
      {order && (
        <section aria-labelledby={headingId} className="space-y-8 border-t border-border pt-6">
          <h2
            id={headingId}
            ref={resultHeading}
            tabIndex={-1}
            className="text-2xl font-semibold outline-none"
          >
            {t('lookup.found', { number: order.display_id })}
          </h2>
          <OrderDetail order={order} />
          <OrderAfterSales order={order} />
          <ClaimOffer order={order} />
        </section>
      )}
    </PageFrame>
  );
}

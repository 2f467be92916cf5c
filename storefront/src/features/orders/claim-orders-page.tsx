import { useMedusa } from '@commerce/client';
import {
  storeLookupOrderQueryOptions,
  useStoreRequestCustomerOrders,
} from '@commerce/client/store/orders';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';
import { orderRegion } from '../../lib/orders/returnable.ts';
import { useShopper } from '../../lib/shopper/shopper.ts';
import { type OrdersKey, orderErrorKey } from './order-errors.ts';
import { CheckRow, FormAlert, SERVER_ERROR, TextField } from './page-parts.tsx';
import { type LookupInput, type LookupValues, lookupSchema } from './schemas.ts';

/**
 * `/account/claim-orders`: orders placed as a guest join the signed-in account. The shopper
 * finds each by number and email, chooses which to add, and the store emails a link to
 * confirm (`POST /store/orders/batch/customer/token`) to the address they were placed with.
 */
export function ClaimOrdersPage() {
  const { t } = useTranslation('orders');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const shopper = useShopper();
  const { formatTotal } = useMoney();
  const [found, setFound] = useState<ShopperOrder[]>([]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [sentTo, setSentTo] = useState<string[] | null>(null);
  const request = useStoreRequestCustomerOrders();
  const form = useForm<LookupInput, unknown, LookupValues>({
    resolver: valibotResolver(lookupSchema),
    defaultValues: { display_id: '', email: shopper?.email ?? '' },
  });

  const find = form.handleSubmit(async (values) => {
    try {
      const { order } = await queryClient.fetchQuery({
        ...storeLookupOrderQueryOptions(client, values),
        retry: false,
      });
      let problem: OrdersKey | undefined;
      if (order.customer_id === shopper?.id) problem = 'claim.alreadyYours';
      else if (found.some((known) => known.id === order.id)) problem = 'claim.alreadyListed';
      if (problem) {
        form.setError(SERVER_ERROR, { message: problem });
        return;
      }
      setFound((list) => [...list, order]);
      setChosen((set) => new Set([...set, order.id]));
      setSentTo(null);
      form.reset({ display_id: '', email: values.email });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: orderErrorKey(error, 'lookup.notFound') });
    }
  });

  const send = () => {
    const ids = found.filter((order) => chosen.has(order.id)).map((order) => order.id);
    if (ids.length === 0) return;
    request.mutate(
      { order_ids: ids },
      {
        onSuccess: () =>
          setSentTo([
            ...new Set(found.filter((o) => chosen.has(o.id)).map((order) => order.email)),
          ]),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('claim.title')}</h1>
        <p className="text-muted-foreground">{t('claim.description')}</p>
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={find} className="flex max-w-md flex-col gap-4">
          <FormAlert message={form.formState.errors.root?.server?.message} />
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
            required
          />
          <Button
            type="submit"
            variant="secondary"
            className="self-start"
            isLoading={form.formState.isSubmitting}
          >
            {t('claim.find')}
          </Button>
        </form>
      </FormProvider>
      {found.length === 0 ? (
        <p className="text-muted-foreground">{t('claim.none')}</p>
      ) : (
        <fieldset className="space-y-3">
          <legend className="text-lg font-medium">{t('claim.chosen')}</legend>
          {found.map((order) => (
            <CheckRow
              key={order.id}
              checked={chosen.has(order.id)}
              onCheckedChange={(checked) => {
                const next = new Set(chosen);
                if (checked) next.add(order.id);
                else next.delete(order.id);
                setChosen(next);
              }}
              label={t('claim.orderLine', {
                number: order.display_id,
                total: formatTotal(order.total ?? 0, orderRegion(order)),
              })}
            />
          ))}
          {request.isError && (
            <p role="alert" className="text-sm text-danger">
              {t(orderErrorKey(request.error))}
            </p>
          )}
          {sentTo && (
            <p role="status" className="rounded-md border border-success p-3">
              {t('claim.sent', { email: sentTo.join(', ') })}
            </p>
          )}
          <Button onClick={send} isLoading={request.isPending} disabled={chosen.size === 0}>
            {t('claim.send')}
          </Button>
        </fieldset>
      )}
    </div>
  );
}

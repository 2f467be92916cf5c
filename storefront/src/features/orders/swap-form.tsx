import { useMedusa } from '@commerce/client';
import { storeGetSwapByCartIdQueryOptions, useStoreCreateSwap } from '@commerce/client/store/swaps';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';
import { orderRegion, type ReturnableLine } from '../../lib/orders/returnable.ts';
import { ItemPicker } from './item-picker.tsx';
import { orderErrorKey } from './order-errors.ts';
import { FormAlert, SERVER_ERROR } from './page-parts.tsx';
import { ReturnShippingChoice, useReturnOptions } from './return-shipping.tsx';
import { chosenItems, pickedItemsDefaults, pickedItemsSchema } from './schemas.ts';
import { usePickedItemsCheck } from './use-picked-items-check.ts';
import { type NewItem, VariantPicker } from './variant-picker.tsx';

/** The items of an exchange: what goes back, what comes instead, how it travels back. */
export function SwapForm({ order, lines }: { order: ShopperOrder; lines: ReturnableLine[] }) {
  const { t } = useTranslation('orders');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useStoreCreateSwap();
  const returnOptions = useReturnOptions(order.region_id);
  const [newItems, setNewItems] = useState<NewItem[]>([]);
  const schema = useMemo(
    () => pickedItemsSchema(new Map(lines.map(({ line, max }) => [line.id, max]))),
    [lines],
  );
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: pickedItemsDefaults(lines),
  });
  const check = usePickedItemsCheck(form, returnOptions.options.length > 0);
  const region = orderRegion(order);

  const submit = form.handleSubmit(async (values) => {
    if (!check(values)) return;
    if (newItems.length === 0) {
      form.setError(SERVER_ERROR, { message: 'validation.chooseNewItem' });
      return;
    }
    try {
      const { swap } = await create.mutateAsync({
        order_id: order.id,
        return_items: chosenItems(values),
        additional_items: newItems.map(({ variant_id, quantity }) => ({ variant_id, quantity })),
        ...(values.option_id ? { return_shipping_option: values.option_id } : {}),
      });
      if (!swap.cart_id) throw new Error('the swap came without its cart');
      // The next page reads the swap by its cart: it is known already.
      queryClient.setQueryData(
        storeGetSwapByCartIdQueryOptions(client, { cart_id: swap.cart_id }).queryKey,
        { swap },
      );
      await navigate({ to: '/swaps/$cartId', params: { cartId: swap.cart_id } });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: orderErrorKey(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <ItemPicker lines={lines} legend={t('swap.items')} />
        <VariantPicker
          regionId={order.region_id}
          region={order.region ?? region}
          items={newItems}
          onChange={setNewItems}
        />
        <ReturnShippingChoice {...returnOptions} region={region} />
        <Button type="submit" size="large" className="self-start" isLoading={create.isPending}>
          {t('swap.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}

import { type StoreCreateReturnData, useStoreCreateReturn } from '@commerce/client/store/returns';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';
import { orderRegion, type ReturnableLine } from '../../lib/orders/returnable.ts';
import { ItemPicker } from './item-picker.tsx';
import { orderErrorKey } from './order-errors.ts';
import { FormAlert, SERVER_ERROR } from './page-parts.tsx';
import { type ReturnOption, ReturnShippingChoice, useReturnOptions } from './return-shipping.tsx';
import { chosenItems, pickedItemsDefaults, pickedItemsSchema } from './schemas.ts';
import { usePickedItemsCheck } from './use-picked-items-check.ts';

export interface ReturnRequested {
  created: StoreCreateReturnData['return'];
  option: ReturnOption | undefined;
}

export interface ReturnFormProps {
  order: ShopperOrder;
  lines: ReturnableLine[];
  /** The return the server answered, and the return option chosen (the answer omits it). */
  onDone(result: ReturnRequested): void;
}

/** The items, quantities, reasons and return shipping of a return request. */
export function ReturnForm({ order, lines, onDone }: ReturnFormProps) {
  const { t } = useTranslation('orders');
  const create = useStoreCreateReturn();
  const returnOptions = useReturnOptions(order.region_id);
  const schema = useMemo(
    () => pickedItemsSchema(new Map(lines.map(({ line, max }) => [line.id, max]))),
    [lines],
  );
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: pickedItemsDefaults(lines),
  });
  const check = usePickedItemsCheck(form, returnOptions.options.length > 0);

  const submit = form.handleSubmit(async (values) => {
    if (!check(values)) return;
    try {
      const { return: created } = await create.mutateAsync({
        order_id: order.id,
        items: chosenItems(values),
        ...(values.option_id ? { return_shipping: { option_id: values.option_id } } : {}),
      });
      onDone({
        created,
        option: returnOptions.options.find((option) => option.id === values.option_id),
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: orderErrorKey(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <ItemPicker lines={lines} legend={t('return.items')} />
        <ReturnShippingChoice {...returnOptions} region={orderRegion(order)} />
        <Button type="submit" size="large" className="self-start" isLoading={create.isPending}>
          {t('return.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}

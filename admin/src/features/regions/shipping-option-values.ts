import { fromMinorUnits, toMinorUnits } from '@commerce/client';
import type { AdminListRegionFulfillmentOptionsData } from '@commerce/client/admin/regions';
import type {
  AdminCreateShippingOptionBody,
  AdminListShippingOptionsData,
  AdminUpdateShippingOptionBody,
} from '@commerce/client/admin/shipping-options';
import * as v from 'valibot';

export type ShippingOption = AdminListShippingOptionsData['shipping_options'][number];
type ProviderOptions = AdminListRegionFulfillmentOptionsData['fulfillment_options'];
type Requirement = NonNullable<ShippingOption['requirements']>[number];

const money = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(\d+([.,]\d{1,2})?)?$/, 'regions:validation.amount'),
);

/** The shipping option form; profile, provider option and price type are fixed once created. */
export const shippingOptionSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('regions:validation.nameRequired')),
    profile_id: v.string(),
    option: v.string(),
    price_type: v.picklist(['flat_rate', 'calculated']),
    amount: money,
    min_subtotal: money,
    max_subtotal: money,
    admin_only: v.boolean(),
    editing: v.boolean(),
  }),
  v.forward(
    v.check((o) => o.editing || o.profile_id !== '', 'regions:validation.profileRequired'),
    ['profile_id'],
  ),
  v.forward(
    v.check((o) => o.editing || o.option !== '', 'regions:validation.optionRequired'),
    ['option'],
  ),
  v.forward(
    v.check(
      (o) => o.price_type !== 'flat_rate' || o.amount !== '',
      'regions:validation.amountRequired',
    ),
    ['amount'],
  ),
);
export type ShippingOptionValues = v.InferOutput<typeof shippingOptionSchema>;

/** A provider's option as one select value: the provider and the option's id. */
export const optionKey = (providerId: string, optionId: string) => `${providerId}/${optionId}`;

/** The fulfillment options fit for outbound (or return) shipping, as select choices. */
export function fulfillmentChoices(providers: ProviderOptions | undefined, isReturn: boolean) {
  const all = (providers ?? []).flatMap((provider) =>
    provider.options.map((option) => ({
      value: optionKey(provider.provider_id, String(option.id ?? '')),
      label: `${provider.provider_id} · ${String(option.id ?? '')}`,
      fits: Boolean(option.is_return) === isReturn,
    })),
  );
  const fitting = all.filter((choice) => choice.fits);
  return (fitting.length ? fitting : all).map(({ value, label }) => ({ value, label }));
}

const bound = (option: ShippingOption | undefined, type: Requirement['type']) =>
  option?.requirements?.find((r) => r.type === type);

export function shippingOptionValues(option: ShippingOption | undefined, currency: string) {
  const typed = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '' : String(fromMinorUnits(amount, currency));
  return {
    name: option?.name ?? '',
    profile_id: option?.profile_id ?? '',
    option: option ? optionKey(option.provider_id, String(option.data.id ?? '')) : '',
    price_type: option?.price_type ?? 'flat_rate',
    amount: typed(option?.amount),
    min_subtotal: typed(bound(option, 'min_subtotal')?.amount),
    max_subtotal: typed(bound(option, 'max_subtotal')?.amount),
    admin_only: option?.admin_only ?? false,
    editing: option !== undefined,
  } satisfies ShippingOptionValues;
}

/** The subtotal bounds as the API takes them, keeping the ids of the ones that exist. */
function requirements(values: ShippingOptionValues, currency: string, option?: ShippingOption) {
  return (['min_subtotal', 'max_subtotal'] as const)
    .filter((type) => values[type] !== '')
    .map((type) => {
      const id = bound(option, type)?.id;
      return { ...(id ? { id } : {}), type, amount: toMinorUnits(values[type], currency) };
    });
}

export function createShippingOptionBody(
  values: ShippingOptionValues,
  regionId: string,
  currency: string,
  isReturn: boolean,
  providers: ProviderOptions | undefined,
): AdminCreateShippingOptionBody {
  const [providerId = '', ...rest] = values.option.split('/');
  const optionId = rest.join('/');
  const data = providers
    ?.find((p) => p.provider_id === providerId)
    ?.options.find((o) => String(o.id ?? '') === optionId) ?? { id: optionId };
  const flat = values.price_type === 'flat_rate';
  return {
    name: values.name,
    region_id: regionId,
    provider_id: providerId,
    profile_id: values.profile_id,
    data,
    price_type: values.price_type,
    ...(flat ? { amount: toMinorUnits(values.amount, currency) } : {}),
    requirements: requirements(values, currency),
    is_return: isReturn,
    admin_only: values.admin_only,
  };
}

export function updateShippingOptionBody(
  values: ShippingOptionValues,
  currency: string,
  option: ShippingOption,
): AdminUpdateShippingOptionBody {
  return {
    name: values.name,
    ...(option.price_type === 'flat_rate' ? { amount: toMinorUnits(values.amount, currency) } : {}),
    admin_only: values.admin_only,
    requirements: requirements(values, currency, option),
  };
}

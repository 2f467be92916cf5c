import type { AdminUpdateDraftOrderBody } from '@commerce/client/admin/draft-orders';
import * as v from 'valibot';
import type { DraftCart } from './draft-order-detail-types.ts';

const ADDRESS_KEYS = ['first_name', 'last_name', 'address_1', 'city', 'postal_code'] as const;
const REQUIRED = 'draft-orders:form.required';
const required = v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED));

const addressSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  address_1: v.string(),
  city: v.string(),
  postal_code: v.string(),
  country_code: v.string(),
});

/** A billing field is required only when billing is not the shipping address. */
const billingChecks = [...ADDRESS_KEYS, 'country_code' as const].map((key) =>
  v.forward<DraftEditInput, v.PartialCheckIssue<DraftEditInput>, ['billing', typeof key]>(
    // A partial check also runs while other fields are wrong (with `criteriaMode: 'all'`).
    v.partialCheck(
      [['billing_same'], ['billing', key]],
      (values: DraftEditInput) => values.billing_same || values.billing[key].trim() !== '',
      REQUIRED,
    ),
    ['billing', key],
  ),
);

const baseSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('draft-orders:form.emailRequired'),
    v.email('draft-orders:form.emailInvalid'),
  ),
  region_id: v.pipe(v.string(), v.nonEmpty('draft-orders:form.regionRequired')),
  shipping: v.object({
    first_name: required,
    last_name: required,
    address_1: required,
    city: required,
    postal_code: required,
    country_code: required,
  }),
  billing_same: v.boolean(),
  billing: addressSchema,
});
type DraftEditInput = v.InferOutput<typeof baseSchema>;

/** The "Edit details" form: email, region, shipping address and billing address. */
export const draftEditSchema = v.pipe(baseSchema, ...billingChecks);

export type DraftEditValues = v.InferInput<typeof baseSchema>;
export type DraftEditAddress = DraftEditValues['billing'];

type CartAddress = DraftCart['shipping_address'];

function addressValues(address: CartAddress | null | undefined): DraftEditAddress {
  return {
    first_name: address?.first_name ?? '',
    last_name: address?.last_name ?? '',
    address_1: address?.address_1 ?? '',
    city: address?.city ?? '',
    postal_code: address?.postal_code ?? '',
    country_code: (address?.country_code ?? '').toLowerCase(),
  };
}

const sameAddress = (a: DraftEditAddress, b: DraftEditAddress) =>
  (Object.keys(a) as (keyof DraftEditAddress)[]).every((key) => a[key] === b[key]);

/** The form's values from the draft's cart; billing is "same" when it equals shipping. */
export function draftEditValues(cart: DraftCart): DraftEditValues {
  const shipping = addressValues(cart.shipping_address);
  const billing = addressValues(cart.billing_address);
  const same = !cart.billing_address || sameAddress(shipping, billing);
  return {
    email: cart.email ?? '',
    region_id: cart.region?.id ?? cart.region_id ?? '',
    shipping,
    billing_same: same,
    billing: same ? shipping : billing,
  };
}

const trimmed = (address: DraftEditAddress) => ({
  first_name: address.first_name.trim(),
  last_name: address.last_name.trim(),
  address_1: address.address_1.trim(),
  city: address.city.trim(),
  postal_code: address.postal_code.trim(),
  country_code: address.country_code.toLowerCase(),
});

/** `POST /admin/draft-orders/{id}`'s body; the region is sent only when it changed. */
export function draftEditBody(
  values: DraftEditValues,
  regionId: string,
): AdminUpdateDraftOrderBody {
  const shipping = trimmed(values.shipping);
  return {
    email: values.email.trim(),
    ...(values.region_id !== regionId ? { region_id: values.region_id } : {}),
    shipping_address: shipping,
    billing_address: values.billing_same ? shipping : trimmed(values.billing),
  };
}

import { toMinorUnits } from '@commerce/client';
import type { AdminCreateDraftOrderBody } from '@commerce/client/admin/draft-orders';
import * as v from 'valibot';

const required = (key: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`draft-orders:${key}`));

/** A line of the new draft: a variant from the catalogue, or a custom item with its price. */
const itemSchema = v.object({
  key: v.string(),
  variant_id: v.string(),
  title: required('form.itemTitleRequired'),
  /** Typed in the currency's units ("12.50"); custom items only. */
  price: v.string(),
  quantity: v.pipe(
    v.number('draft-orders:form.quantityInvalid'),
    v.integer('draft-orders:form.quantityInvalid'),
    v.minValue(1, 'draft-orders:form.quantityInvalid'),
  ),
});

/** The create form: customer, region, items, shipping option and shipping address. */
export const draftOrderSchema = v.pipe(
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('draft-orders:form.emailRequired'),
      v.email('draft-orders:form.emailInvalid'),
    ),
    customer_id: v.string(),
    region_id: required('form.regionRequired'),
    shipping_option_id: required('form.shippingRequired'),
    items: v.pipe(v.array(itemSchema), v.minLength(1, 'draft-orders:form.itemsRequired')),
    address: v.object({
      first_name: required('form.required'),
      last_name: required('form.required'),
      address_1: required('form.required'),
      city: required('form.required'),
      postal_code: required('form.required'),
      country_code: required('form.required'),
    }),
  }),
  // A custom item has no catalogue price: it needs one of its own.
  v.forward(
    v.check(
      (values) =>
        values.items.every(
          (item) => item.variant_id !== '' || /^\d+([.,]\d{1,2})?$/.test(item.price.trim()),
        ),
      'draft-orders:form.priceInvalid',
    ),
    ['items'],
  ),
);

export type DraftOrderValues = v.InferInput<typeof draftOrderSchema>;
export type DraftItemValues = DraftOrderValues['items'][number];

export const emptyDraftOrder: DraftOrderValues = {
  email: '',
  customer_id: '',
  region_id: '',
  shipping_option_id: '',
  items: [],
  address: {
    first_name: '',
    last_name: '',
    address_1: '',
    city: '',
    postal_code: '',
    country_code: '',
  },
};

/** `POST /admin/draft-orders`'s body; the shipping address is the billing address too. */
export function createDraftOrderBody(
  values: DraftOrderValues,
  currencyCode: string,
): AdminCreateDraftOrderBody {
  const address = { ...values.address, country_code: values.address.country_code.toLowerCase() };
  return {
    email: values.email.trim(),
    ...(values.customer_id ? { customer_id: values.customer_id } : {}),
    region_id: values.region_id,
    items: values.items.map((item) =>
      item.variant_id
        ? { variant_id: item.variant_id, quantity: item.quantity }
        : {
            title: item.title.trim(),
            unit_price: toMinorUnits(item.price, currencyCode),
            quantity: item.quantity,
          },
    ),
    shipping_methods: [{ option_id: values.shipping_option_id }],
    shipping_address: address,
    billing_address: address,
  };
}

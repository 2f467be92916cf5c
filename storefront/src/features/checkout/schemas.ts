import type { ParseKeys } from 'i18next';
import * as v from 'valibot';
import { CARD_PROVIDER } from './checkout-steps.ts';

/** A key of the `checkout` namespace: what form schemas and error mappings answer. */
export type CheckoutKey = ParseKeys<'checkout'>;

/** Types a message as a `checkout` key, so a misspelt one is a compile error. */
const message = (key: CheckoutKey) => key;

const required = (key: CheckoutKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message(key)));
const optional = v.pipe(v.string(), v.trim());

export const emailSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message('validation.emailRequired')),
    v.email(message('validation.emailInvalid')),
  ),
});

export type EmailValues = v.InferOutput<typeof emailSchema>;

export const addressSchema = v.object({
  first_name: required('validation.firstNameRequired'),
  last_name: required('validation.lastNameRequired'),
  company: optional,
  address_1: required('validation.address1Required'),
  address_2: optional,
  postal_code: required('validation.postalCodeRequired'),
  city: required('validation.cityRequired'),
  province: optional,
  country_code: required('validation.countryRequired'),
  phone: optional,
});

export type AddressValues = v.InferOutput<typeof addressSchema>;

export const deliverySchema = v.object({
  option_id: required('validation.deliveryRequired'),
});

/** Card numbers have 12 to 19 digits; spaces and dashes as printed on the card are fine. */
const CARD_NUMBER = /^\d{12,19}$/;

export const paymentSchema = v.pipe(
  v.object({
    provider_id: required('validation.providerRequired'),
    card_number: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['provider_id'], ['card_number']],
      (input) => input.provider_id !== CARD_PROVIDER || input.card_number.trim() !== '',
      message('validation.cardRequired'),
    ),
    ['card_number'],
  ),
  v.forward(
    v.partialCheck(
      [['provider_id'], ['card_number']],
      (input) =>
        input.provider_id !== CARD_PROVIDER ||
        input.card_number.trim() === '' ||
        CARD_NUMBER.test(input.card_number.replace(/[\s-]/g, '')),
      message('validation.cardInvalid'),
    ),
    ['card_number'],
  ),
);

export type PaymentValues = v.InferOutput<typeof paymentSchema>;

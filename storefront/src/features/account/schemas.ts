import * as v from 'valibot';
import type { AccountKey } from './account-errors.ts';

/** Types a message as an `account` key, so a misspelt one is a compile error. */
const message = (key: AccountKey) => key;

/** The server sets no password rules; eight characters is the storefront's own floor. */
export const MIN_PASSWORD_LENGTH = 8;

const required = (key: AccountKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message(key)));
const optional = v.pipe(v.string(), v.trim());

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(message('validation.emailRequired')),
  v.email(message('validation.emailInvalid')),
);

const newPassword = v.pipe(
  v.string(),
  v.nonEmpty(message('validation.passwordRequired')),
  v.minLength(MIN_PASSWORD_LENGTH, message('validation.passwordTooShort')),
);

export const signInSchema = v.object({
  email,
  // Only present: an older password may predate the length rule.
  password: v.pipe(v.string(), v.nonEmpty(message('validation.passwordRequired'))),
});

export const registerSchema = v.object({
  first_name: required('validation.firstNameRequired'),
  last_name: required('validation.lastNameRequired'),
  email,
  phone: optional,
  password: newPassword,
});

export const profileSchema = v.object({
  first_name: required('validation.firstNameRequired'),
  last_name: required('validation.lastNameRequired'),
  email,
  phone: optional,
});

export const forgotPasswordSchema = v.object({ email });

export const resetPasswordSchema = v.object({ password: newPassword });

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

const text = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())), undefined);

/** `?redirect=`: where the shopper was going before signing in (checked by safeRedirect). */
export const redirectSearchSchema = v.object({ redirect: text });

/** The `?token=&email=` of the emailed reset link; anything unusable reads as none. */
export const resetSearchSchema = v.object({ token: text, email: text });

/** `?page=` of the orders list, from 1; a value that does not fit is dropped. */
export const ordersSearchSchema = v.object({
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
    undefined,
  ),
});

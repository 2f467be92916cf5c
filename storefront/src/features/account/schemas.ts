import * as v from 'valibot';
import type { AccountKey } from './account-errors.ts';

/** Types a message as an `account` key, so a misspelt one is a compile error. */
const message = (key: AccountKey) => key;

/** The store's password rule (`StoreCreateCustomer` and friends): 8 to 128 characters. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

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
  v.maxLength(MAX_PASSWORD_LENGTH, message('validation.passwordTooLong')),
);

/**
 * A password the shopper has now: no floor, since an older one may predate the rule. The
 * store answers a longer one than the rule allows with a bare 400, so it is called wrong
 * here (`wrong`), as any other wrong password is.
 */
const presentPassword = (required: AccountKey, wrong: AccountKey) =>
  v.pipe(
    v.string(),
    v.nonEmpty(message(required)),
    v.maxLength(MAX_PASSWORD_LENGTH, message(wrong)),
  );

export const signInSchema = v.object({
  email,
  password: presentPassword('validation.passwordRequired', 'errors.wrongCredentials'),
});

export const registerSchema = v.object({
  first_name: required('validation.firstNameRequired'),
  last_name: required('validation.lastNameRequired'),
  email,
  phone: optional,
  password: newPassword,
});

/** Whether `next` is another email than `saved`; the store compares them lowercased. */
export const emailChanges = (saved: string, next: string) =>
  next.trim().toLowerCase() !== saved.trim().toLowerCase();

/**
 * The details form of the signed-in customer whose email is now `savedEmail`: a new email
 * needs the current password (`StoreUpdateCustomer`), so a stolen session cannot move the
 * account, and its next reset link, to another address.
 */
export const profileSchema = (savedEmail: string) =>
  v.pipe(
    v.object({
      first_name: required('validation.firstNameRequired'),
      last_name: required('validation.lastNameRequired'),
      email,
      phone: optional,
      current_password: v.pipe(
        v.string(),
        v.maxLength(MAX_PASSWORD_LENGTH, message('errors.wrongPassword')),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['email'], ['current_password']],
        (input) => !emailChanges(savedEmail, input.email) || input.current_password !== '',
        message('validation.currentPasswordRequired'),
      ),
      ['current_password'],
    ),
  );

export const changePasswordSchema = v.pipe(
  v.object({
    current_password: presentPassword('validation.currentPasswordRequired', 'errors.wrongPassword'),
    password: newPassword,
    confirm_password: v.pipe(v.string(), v.nonEmpty(message('validation.confirmPasswordRequired'))),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => input.password === input.confirm_password,
      message('validation.passwordsDiffer'),
    ),
    ['confirm_password'],
  ),
);

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

import * as v from 'valibot';
import type { MessageKey } from '../../lib/forms/message-key.ts';

/** Types a message as an English key, so a typo is a compile error. */
const message = (key: MessageKey) => key;

/** The contract's length of a new password: 8 to 128 characters (the server refuses others). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

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

export const loginSchema = v.object({
  email,
  // Only present: an old password may predate the length rule.
  password: v.pipe(v.string(), v.nonEmpty(message('validation.passwordRequired'))),
});

export const inviteSchema = v.object({
  first_name: v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.firstNameRequired'))),
  last_name: v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.lastNameRequired'))),
  password: newPassword,
});

export const resetRequestSchema = v.object({ email });

export const resetPasswordSchema = v.object({ password: newPassword });

/** The `?token=` of the emailed invite and reset links; anything unusable reads as none. */
export const tokenSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
});

/** The `?redirect=` of the sign-in page: where the user was going (checked by safeRedirect). */
export const loginSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});

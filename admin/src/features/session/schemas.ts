import * as v from 'valibot';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { newPasswordSchema } from '../../lib/forms/new-password.ts';

/** Types a message as an English key, so a typo is a compile error. */
const message = (key: MessageKey) => key;

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(message('validation.emailRequired')),
  v.email(message('validation.emailInvalid')),
);

const newPassword = newPasswordSchema(message('validation.passwordRequired'));

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

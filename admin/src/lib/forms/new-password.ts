import * as v from 'valibot';

/** The contract's password length for every new password (8 to 128 characters). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * A new password's checks, with `requiredMessage` for an empty field. The limits are the
 * server's own, so a password it would refuse with a 400 is caught at the field instead.
 * Shared by the sign-in pages (invite, reset) and the team and profile forms.
 */
export function newPasswordSchema(requiredMessage: string) {
  return v.pipe(
    v.string(),
    v.nonEmpty(requiredMessage),
    v.minLength(MIN_PASSWORD_LENGTH, 'validation.passwordTooShort'),
    v.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
  );
}

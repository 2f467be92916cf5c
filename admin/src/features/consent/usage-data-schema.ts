import * as v from 'valibot';

/**
 * The usage-data form (specification section 5): the email is optional and, when given,
 * must look like an email; the message is a translation key of the `consent` namespace.
 */
export const usageDataSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((email) => email === '' || v.EMAIL_REGEX.test(email), 'email.invalid'),
  ),
  anonymize: v.boolean(),
  opt_out: v.boolean(),
});

export type UsageDataInput = v.InferInput<typeof usageDataSchema>;

export interface UsageData {
  anonymize: boolean;
  opt_out: boolean;
  /** Present only when given and neither switch is on: only then may it be sent (section 5). */
  email?: string;
}

export type UsageDataResult =
  | { success: true; data: UsageData }
  | { success: false; emailError: 'email.invalid' };

/**
 * Checks the form. Turning either switch on disables the email field, so its content is
 * then neither checked nor sent.
 */
export function parseUsageData(input: UsageDataInput): UsageDataResult {
  const emailDisabled = input.anonymize || input.opt_out;
  const result = v.safeParse(usageDataSchema, emailDisabled ? { ...input, email: '' } : input);
  if (!result.success) return { success: false, emailError: 'email.invalid' };
  const { email, anonymize, opt_out } = result.output;
  // Opting out forces anonymize off (section 4).
  const data: UsageData = { anonymize: opt_out ? false : anonymize, opt_out };
  if (email !== '') data.email = email;
  return { success: true, data };
}

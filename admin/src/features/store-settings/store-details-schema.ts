import * as v from 'valibot';

/** A link template is optional, but when given it must hold its placeholder (schema Store). */
const template = (placeholder: string, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || value.includes(placeholder), message),
  );

export const storeDetailsSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('team:validation.storeNameRequired')),
  default_currency_code: v.pipe(v.string(), v.nonEmpty('team:validation.currencyRequired')),
  swap_link_template: template('{cart_id}', 'team:validation.cartPlaceholder'),
  payment_link_template: template('{cart_id}', 'team:validation.cartPlaceholder'),
  invite_link_template: template('{invite_token}', 'team:validation.invitePlaceholder'),
});

/** The store's link templates, in the order the form and the read-only view show them. */
export const TEMPLATES = [
  'swap_link_template',
  'payment_link_template',
  'invite_link_template',
] as const;

export type StoreDetailsValues = v.InferOutput<typeof storeDetailsSchema>;

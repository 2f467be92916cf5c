import * as v from 'valibot';

/*
 * The account routes' search parameters, apart from the forms' schemas (schemas.ts): route
 * configs are in the first page's chunk, the forms are not.
 */

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

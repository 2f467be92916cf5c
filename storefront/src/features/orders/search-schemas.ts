import * as v from 'valibot';

/*
 * The order routes' search parameters, apart from the forms' schemas (schemas.ts): route
 * configs are in the first page's chunk, the forms are not.
 */

const text = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())), undefined);

/** `?token=` of the emailed link that confirms an order claim. */
export const claimSearchSchema = v.object({ token: text });

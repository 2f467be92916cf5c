import { searchParams, searchText } from '../../lib/routing/search-params.ts';

/*
 * The order routes' search parameters, apart from the forms' schemas (schemas.ts): route
 * configs are in the first page's chunk, the forms (and valibot) are not.
 */

/** `?token=` of the emailed link that confirms an order claim. */
export const validateClaimSearch = searchParams({ token: searchText });

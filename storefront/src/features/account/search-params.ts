import { searchPage, searchParams, searchText } from '../../lib/routing/search-params.ts';

/*
 * The account routes' search parameters, apart from the forms' schemas (schemas.ts): route
 * configs are in the first page's chunk, the forms (and valibot) are not.
 */

/** `?redirect=`: where the shopper was going before signing in (checked by safeRedirect). */
export const validateRedirectSearch = searchParams({ redirect: searchText });

/** The `?token=&email=` of the emailed reset link; anything unusable reads as none. */
export const validateResetSearch = searchParams({ token: searchText, email: searchText });

/** `?page=` of the orders list, from 1; a value that does not fit is dropped. */
export const validateOrdersSearch = searchParams({ page: searchPage });

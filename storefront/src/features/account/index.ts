/*
 * The account's answer to "who is signed in", for the rest of the storefront (the checkout
 * offers the saved addresses with it). It lives in lib/shopper/, since features do not
 * import each other; it is re-exported here so it is found with the account.
 */
export { type Shopper, useShopper } from '../../lib/shopper/shopper.ts';

import { describeAppClientRetries } from '@commerce/client/test/app-client-retries';
import { createStorefrontClient } from './app-client.ts';

/*
 * The storefront's own client under the retry rule of specification section 9 (the suite both
 * apps run, each with its client: @commerce/client's test/app-client-retries.ts).
 */
describeAppClientRetries("the storefront's client", {
  post: (baseUrl, backoff) =>
    createStorefrontClient(baseUrl, backoff).request({
      method: 'post',
      path: '/store/carts',
      body: { region_id: 'reg_1' },
    }),
  created: { cart: { id: 'cart_1' } },
});

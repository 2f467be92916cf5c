import { describeAppClientRetries } from '@commerce/client/test/app-client-retries';
import { createAdminClient } from './app-client.ts';

/*
 * The admin's own client under the retry rule of specification section 9 (the suite both
 * apps run, each with its client: @commerce/client's test/app-client-retries.ts).
 */
describeAppClientRetries("the admin's client", {
  post: (baseUrl, backoff) =>
    createAdminClient(baseUrl, backoff).request({
      method: 'post',
      path: '/admin/products',
      body: { title: 'Shirt' },
    }),
  created: { product: { id: 'prod_1' } },
});

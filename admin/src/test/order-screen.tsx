import { screen } from '@testing-library/react';
import { adminUser, apiRoutes, type FakeHandler } from './api-routes.ts';
import { emptyOrderLists, type FixtureOrder } from './order-fixtures.ts';
import { renderApp } from './render-app.tsx';

/** The order screen's first load waits for the app, its route chunk and the order. */
export const ORDER_LOAD = { timeout: 5000 };

/** A refusal as the server sends it: 400 with the rule's `code`. */
export const refused = (code: string, message = 'Refused by the server') =>
  Response.json({ type: 'not_allowed', message, code }, { status: 400 });

/**
 * The app at order #1042 over a fake API. `state.order` is what `GET /admin/orders/order_1`
 * answers: a test's handlers change it as the server would after an action.
 */
export function renderOrderScreen(
  start: FixtureOrder,
  handlers: Record<string, FakeHandler | object> = {},
) {
  const state = { order: start };
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    ...emptyOrderLists,
    'GET /admin/orders/order_1': () => ({ order: state.order }),
    ...handlers,
  });
  return { ...routes, state, ...renderApp('/app/a/orders/order_1', routes.api) };
}

/** One of the order screen's sections, by its title. */
export const orderSection = (name: string) => screen.getByRole('region', { name });

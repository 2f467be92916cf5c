import type { Handlers } from '../http/handlers.ts';
import { storeHandlers } from './store/handlers.ts';

/** Every resource's handlers, keyed by operationId. */
export const handlers: Handlers = {
  ...storeHandlers,
};

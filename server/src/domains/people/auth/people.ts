import type { Handlers } from '../../../http/handlers.ts';
import { analyticsConfigHandlers } from '../analytics-configs/handlers.ts';
import { adminCustomerHandlers } from '../customers/admin-handlers.ts';
import { storeCustomerHandlers } from '../customers/store-handlers.ts';
import { inviteHandlers } from '../invites/handlers.ts';
import { roleHandlers } from '../roles/handlers.ts';
import { storeAuthHandlers } from '../store-auth/handlers.ts';
import { userHandlers } from '../users/handlers.ts';
import { adminAuthHandlers } from './handlers.ts';

/** The handlers of the auth and people slice (one line of domains/handlers.ts). */
export const peopleHandlers = {
  ...adminAuthHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...inviteHandlers,
  ...adminCustomerHandlers,
  ...storeCustomerHandlers,
  ...storeAuthHandlers,
  ...analyticsConfigHandlers,
} satisfies Handlers;

/*
 * The people domain's public surface: other domains and the app import only this file.
 * Who acts: staff (auth, users, invites, roles, analytics configs) and customers (accounts,
 * groups, store sign-in).
 */

export { type AuthMessage, authMessages } from './auth/messages.ts';
export { hashToken, randomToken } from './auth/password.ts';
export { peopleHandlers } from './auth/people.ts';
export { type AuthOptions, authenticateRequest, registerAuth } from './auth/plugin.ts';
export { currentCustomerId, currentUserId } from './auth/principal.ts';
export { readSessionCookies } from './auth/session.ts';
export { discountConditionGroups } from './customer-groups/discount-conditions.ts';
export { customerGroupHandlers } from './customer-groups/handlers.ts';
export { findCustomerGroups } from './customer-groups/repository.ts';
export { toCustomerGroup } from './customer-groups/service.ts';
export type { CustomerGroupRow } from './customer-groups/tables.ts';
// read by orders
export {
  addressesById,
  addressesFromJson,
  addressesJson,
  addressIdsWithPostalCode,
} from './customers/addresses-by-id.ts';
export { setCartAddressCountry, updateCartAddress } from './customers/cart-addresses.ts';
// read by orders
export {
  customerAccounts,
  customerIdsNamed,
  guestCustomerIds,
} from './customers/customer-subqueries.ts';
export {
  type AddressRow,
  type CustomerRow,
  findAddress,
  findCustomer,
  insertAddress,
  insertCustomer,
} from './customers/repository.ts';
export { addressValues, toAddress } from './customers/service.ts';
export { staffPrincipal } from './roles/assignment.ts';
export type { UserRow } from './users/repository.ts';
export { createUser, toUsers } from './users/service.ts';
// read by orders
export { usersById } from './users/users-by-id.ts';

// read by carts, catalog, promotions, the app

export { customerGroupsToJoin } from './customer-groups/groups-to-join.ts';
export { liveCustomerGroups } from './customer-groups/live-groups.ts';
export { customerInGroup, groupIdsOfCustomer } from './customer-groups/membership.ts';
export { findGuestCustomerId } from './customers/guest-by-email.ts';
export { countLiveUsers } from './users/staff-count.ts';

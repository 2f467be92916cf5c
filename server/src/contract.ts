/** The types of the contract, as generated from openapi/ into @commerce/client (types only). */
import type { AdminComponents, AdminOperations, StoreOperations } from '@commerce/client/contract';

export type Operations = AdminOperations & StoreOperations;
export type OperationId = keyof Operations & string;

/** The body of every failed request (api-conventions.md, Errors). */
export type ErrorBody = AdminComponents['schemas']['Error'];
export type ErrorType = ErrorBody['type'];
export type Store = AdminComponents['schemas']['Store'];

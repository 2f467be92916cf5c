import type {
  InfiniteData,
  QueryKey,
  UseInfiniteQueryOptions,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';
import type { ClientError } from './errors.ts';

/** Options a caller may pass to a generated query hook (key and function come from the contract). */
export type QueryHookOptions<TData> = Omit<
  UseQueryOptions<TData, ClientError, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;

export type InfiniteQueryHookOptions<TData> = Omit<
  UseInfiniteQueryOptions<TData, ClientError, InfiniteData<TData, number>, QueryKey, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;

/** Options a caller may pass to a generated mutation hook; its onSuccess runs after invalidation. */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ClientError, TVariables>,
  'mutationFn'
>;

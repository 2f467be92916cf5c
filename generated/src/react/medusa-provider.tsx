import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type Client, type ClientConfig, createClient } from '../runtime/client.ts';

export interface MedusaContextValue {
  client: Client;
}

const MedusaContext = createContext<MedusaContextValue | null>(null);

/** Query defaults of the specification (section 9): no refetch on focus, 90 s stale, 1 retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 90_000, retry: 1 },
    },
  });
}

/** The hook layer's default of 3 transport retries (specification section 9). */
export const HOOK_LAYER_MAX_RETRIES = 3;

export interface MedusaProviderProps {
  /** The client the hooks use. Without one, the provider creates it from clientConfig. */
  client?: Client;
  /** Settings for the client the provider creates; maxRetries defaults to 3 here. */
  clientConfig?: ClientConfig;
  /** Defaults to createQueryClient(). */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Gives the generated hooks their client and query cache. */
export function MedusaProvider({
  client,
  clientConfig,
  queryClient,
  children,
}: MedusaProviderProps): ReactNode {
  const [fallbackQueryClient] = useState(createQueryClient);
  const [fallbackClient] = useState(
    () => client ?? createClient({ maxRetries: HOOK_LAYER_MAX_RETRIES, ...clientConfig }),
  );
  const value = useMemo(() => ({ client: client ?? fallbackClient }), [client, fallbackClient]);
  return (
    <QueryClientProvider client={queryClient ?? fallbackQueryClient}>
      <MedusaContext.Provider value={value}>{children}</MedusaContext.Provider>
    </QueryClientProvider>
  );
}

export function useMedusa(): MedusaContextValue {
  const context = useContext(MedusaContext);
  if (!context) throw new Error('useMedusa must be used within a MedusaProvider');
  return context;
}

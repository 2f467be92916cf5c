import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { Client } from '../runtime/client.ts';

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

export interface MedusaProviderProps {
  client: Client;
  /** Defaults to createQueryClient(). */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Gives the generated hooks their client and query cache. */
export function MedusaProvider({ client, queryClient, children }: MedusaProviderProps): ReactNode {
  const [fallbackQueryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? fallbackQueryClient}>
      <MedusaContext.Provider value={{ client }}>{children}</MedusaContext.Provider>
    </QueryClientProvider>
  );
}

export function useMedusa(): MedusaContextValue {
  const context = useContext(MedusaContext);
  if (!context) throw new Error('useMedusa must be used within a MedusaProvider');
  return context;
}

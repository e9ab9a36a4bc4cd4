// Loaded on demand (see data.tsx): React Query and the tRPC client stay out of the first bundle.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { listenForPublicReadUpdates } from '../features/offline/public-read-updates.ts'
import { createQueryClient, createTrpcClient, createTrpcUtils, type TrpcClient, type TrpcUtils, trpc } from './trpc.ts'

export interface DataLayer {
  queryClient: QueryClient
  trpcClient: TrpcClient
  trpcUtils: TrpcUtils
  Providers: (props: { children: ReactNode }) => ReactNode
}

/** `parts`: the server's own cache and in-process client (a page rendered on the server, src/ssr). */
export function createDataLayer(parts?: Pick<DataLayer, 'queryClient' | 'trpcClient'>): DataLayer {
  const queryClient = parts?.queryClient ?? createQueryClient()
  const trpcClient = parts?.trpcClient ?? createTrpcClient()
  const trpcUtils = createTrpcUtils(queryClient, trpcClient)
  listenForPublicReadUpdates(queryClient)

  function Providers({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    )
  }

  return { queryClient, trpcClient, trpcUtils, Providers }
}

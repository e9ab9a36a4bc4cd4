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

export function createDataLayer(): DataLayer {
  const queryClient = createQueryClient()
  const trpcClient = createTrpcClient()
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

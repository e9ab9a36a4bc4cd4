import { QueryClient } from '@tanstack/react-query'
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink, splitLink, TRPCClientError } from '@trpc/react-query'
import type { AppRouter } from '@tutorat/api'
import { readAdminToken, readStudentToken } from './session.ts'
import { isStudentProcedure } from './student-procedures.ts'

export const trpc = createTRPCReact<AppRouter>()

export type TrpcClient = ReturnType<typeof trpc.createClient>
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>
export type TrpcError = TRPCClientError<AppRouter>

const bearer = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {})

/** One batch link per identity: the student's procedures carry the student token, the rest the admin token. */
const batchLink = (token: () => string | null) => httpBatchLink({ url: '/trpc', maxItems: 10, headers: () => bearer(token()) })

export function createTrpcClient(): TrpcClient {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => isStudentProcedure(op.path),
        true: batchLink(readStudentToken),
        false: batchLink(readAdminToken),
      }),
    ],
  })
}

export function isTrpcError(error: unknown): error is TrpcError {
  return error instanceof TRPCClientError
}

/** HTTP status of a failed call, when the server answered at all. */
export function errorStatus(error: unknown): number | undefined {
  return isTrpcError(error) ? error.data?.httpStatus : undefined
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Asked even when the phone says it is offline: the service worker may answer from its
        // copy (a public list), and otherwise the page shows its error and « Réessayer » rather
        // than a skeleton waiting for a connection.
        networkMode: 'always',
        // A 4xx will not get better by asking again.
        retry: (count, error) => {
          const status = errorStatus(error)
          return count < 2 && (status === undefined || status >= 500)
        },
      },
      mutations: { retry: false },
    },
  })
}

export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient): TrpcUtils {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client })
}

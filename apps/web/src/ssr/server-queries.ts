import { type Query, QueryClient, type QueryKey } from '@tanstack/react-query'
import { overTheWire, type ProcedureCall } from './server-link.ts'

/** The server's cache for one page: asked once, never again while it renders. */
export const serverQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity, networkMode: 'always' } } })

/** Waits until no query of the page is being fetched (a loader's prefetch, a fetch started below). */
export async function settle(client: QueryClient): Promise<void> {
  for (let busy = client.getQueryCache().findAll({ fetchStatus: 'fetching' }); busy.length > 0; busy = client.getQueryCache().findAll({ fetchStatus: 'fetching' })) {
    await Promise.allSettled(busy.map((query) => query.fetch()))
  }
}

const enabled = (query: Query) => {
  const option: unknown = query.options && 'enabled' in query.options ? query.options.enabled : undefined
  return typeof option === 'function' ? (option as (query: Query) => boolean)(query) !== false : option !== false
}

/**
 * Starts the queries a render asked for and the server has not answered yet (a component's own
 * `useQuery`, not prefetched by its route): they are then rendered with their data.
 */
export function fetchRequested(client: QueryClient): number {
  const waiting = client.getQueryCache().findAll({ type: 'all', predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query) })
  for (const query of waiting) void query.fetch().catch(() => undefined)
  return waiting.length
}

/** A query that failed (a formation that does not exist): the browser draws that page itself. */
export const anyFailed = (client: QueryClient) => client.getQueryCache().findAll({ type: 'all', predicate: (query) => query.state.status === 'error' }).length > 0

// What each page asked for last time: asked for at once next time, so the page renders in one
// pass instead of discovering its queries render after render (the home page's sections).
const MAX_PLANS = 500
const plans = new Map<string, QueryKey[]>()

export function rememberPlan(url: string, client: QueryClient) {
  if (plans.size >= MAX_PLANS) plans.clear()
  plans.set(
    url,
    client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'success' })
      .map((query) => query.queryKey),
  )
}

/** tRPC's query keys: `[['announcements', 'list'], { input, type: 'query' }]`. */
const procedureOf = (queryKey: QueryKey) => {
  const [path, options] = queryKey
  if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) return undefined
  const input = typeof options === 'object' && options !== null && 'input' in options ? options.input : undefined
  return { path: path.join('.'), input }
}

export function prefetchPlan(url: string, client: QueryClient, call: ProcedureCall) {
  for (const queryKey of plans.get(url) ?? []) {
    const procedure = procedureOf(queryKey)
    if (procedure) void client.prefetchQuery({ queryKey, queryFn: async () => overTheWire(await call(procedure.path, procedure.input)) })
  }
}

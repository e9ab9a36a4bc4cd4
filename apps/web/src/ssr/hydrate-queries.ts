// Loaded with the data layer (React Query's own chunk), never in the first bundle.
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'

/**
 * Puts the data the page carried into the browser's cache, as fresh as if just fetched: the page
 * was sent a moment ago, and a phone's clock may be minutes off the server's.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState, now = Date.now()) {
  const queries = state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } }))
  hydrate(client, { ...state, queries })
}

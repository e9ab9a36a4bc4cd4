import type { AnyRouteMatch } from '@tanstack/react-router'
import type { DataLoader } from '../lib/data.tsx'

/** What every route's `beforeLoad`/`loader` receives. */
export interface RouterContext {
  data: DataLoader
  /**
   * Starts downloading the code of every matched route now. The router itself waits for every
   * `beforeLoad` first (TanStack/router#8884): a guard that asks the server would otherwise leave
   * the shell and page chunks idle for a whole round trip on mobile data.
   */
  loadChunksOf: (matches: readonly AnyRouteMatch[]) => void
}

/** Where a guarded route is going: the page to come back to after signing in, and its matches. */
export interface GuardedLocation {
  href: string
  matches: readonly AnyRouteMatch[]
}

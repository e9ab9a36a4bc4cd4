import { createContext, type ReactNode, Suspense, use, useContext } from 'react'
import { PageSpinner } from '../ui/Spinner.tsx'
import type { DataLayer } from './data-layer.tsx'

/**
 * The home page needs no server data, so React Query and the tRPC client (≈ 25 kB gzip) are
 * loaded the first time a route or a section asks for them: route guards and loaders through
 * `load()`, components by sitting inside `<WithData>`. One layer (one query cache) per app.
 */
export interface DataLoader {
  load: () => Promise<DataLayer>
  /** The layer if already loaded (nothing to clear otherwise). */
  peek: () => DataLayer | undefined
}

/** A promise React's `use()` can read synchronously once it has settled (React's own convention). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

export function createDataLoader(): DataLoader {
  let pending: Tracked<DataLayer> | undefined
  let layer: DataLayer | undefined
  const load = (): Tracked<DataLayer> => {
    if (pending) return pending
    const promise: Tracked<DataLayer> = import('./data-layer.tsx').then(
      (module) => {
        layer = module.createDataLayer()
        promise.status = 'fulfilled'
        promise.value = layer
        return layer
      },
      (error: unknown) => {
        pending = undefined // a failed download may succeed on the next try
        throw error
      },
    )
    pending = promise
    return promise
  }
  return { load, peek: () => layer }
}

export const DataLoaderContext = createContext<DataLoader | null>(null)

function DataProviders({ children }: { children: ReactNode }) {
  const loader = useContext(DataLoaderContext)
  if (!loader) throw new Error('WithData doit être placé sous DataLoaderContext')
  // Always through use(): once loaded (here or by a route loader) it answers without suspending,
  // and a component that suspended on it finds the same call when React replays it.
  const { Providers } = use(loader.load())
  return <Providers>{children}</Providers>
}

/** Gives its children React Query and tRPC hooks; shows `fallback` while they download. */
export function WithData({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <PageSpinner />}>
      <DataProviders>{children}</DataProviders>
    </Suspense>
  )
}

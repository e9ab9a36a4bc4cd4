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
  /** The layer if already loaded, so a loaded page renders without a suspense round trip. */
  peek: () => DataLayer | undefined
}

export function createDataLoader(): DataLoader {
  let pending: Promise<DataLayer> | undefined
  let layer: DataLayer | undefined
  return {
    load: () =>
      (pending ??= import('./data-layer.tsx').then(
        (module) => (layer = module.createDataLayer()),
        (error: unknown) => {
          pending = undefined // a failed download may succeed on the next try
          throw error
        },
      )),
    peek: () => layer,
  }
}

export const DataLoaderContext = createContext<DataLoader | null>(null)

function DataProviders({ children }: { children: ReactNode }) {
  const loader = useContext(DataLoaderContext)
  if (!loader) throw new Error('WithData doit être placé sous DataLoaderContext')
  const { Providers } = loader.peek() ?? use(loader.load())
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

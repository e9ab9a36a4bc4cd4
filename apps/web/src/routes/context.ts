import type { DataLoader } from '../lib/data.tsx'

/** What every route's `beforeLoad`/`loader` receives. */
export interface RouterContext {
  data: DataLoader
}

import type { AnyRouteMatch } from '@tanstack/react-router'
import type { DataLayer } from '../lib/data-layer.tsx'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * What the page asks the server for as soon as it shows. The area's guard sends it together
     * with its own verification (one batched request on mobile data), not after the verification
     * and the page's code. Type-only imports here: this runs from the first bundle.
     */
    prefetch?: (layer: DataLayer, match: AnyRouteMatch) => Promise<unknown>
  }
}

/** Starts every matched page's prefetch; a refused token fails them too, and the guard clears them. */
export function prefetchPages(layer: DataLayer, matches: readonly AnyRouteMatch[]) {
  for (const match of matches) void match.staticData.prefetch?.(layer, match)
}

import type { ReactNode } from 'react'
import { useInView } from '../lib/use-in-view.ts'

interface NearViewportProps {
  children: ReactNode
  /** Holds the place (ideally at the final height) until the children mount. */
  fallback: ReactNode
  /** How early to mount, beyond the screen's edge; one screen ahead by default. */
  rootMargin?: string
  className?: string
}

/**
 * Mounts its children once the visitor is about to see them: the download and the server calls
 * of a below-the-fold block wait until then (phones on mobile data pay for every byte).
 */
export function NearViewport({ children, fallback, rootMargin = '100% 0px', className }: NearViewportProps) {
  const [ref, near] = useInView<HTMLDivElement>({ rootMargin })
  return (
    <div ref={ref} className={className}>
      {near ? children : fallback}
    </div>
  )
}

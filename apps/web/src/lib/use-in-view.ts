import { useEffect, useState } from 'react'

export interface InViewOptions {
  /** Grows the viewport: '100% 0px' means "within one screen of being seen". */
  rootMargin?: string
  /** Share of the element that must be visible (0 = any pixel). */
  threshold?: number
}

/** Whether this browser can tell; every browser that runs this bundle can (jsdom cannot). */
export const canObserveViewport = () => typeof IntersectionObserver !== 'undefined'

/**
 * Becomes true once the element has come into view (and stays true). Without
 * IntersectionObserver it stays false: callers decide what that means (show the final state,
 * or never fetch what nobody will look at).
 */
export function useInView<T extends Element>({ rootMargin = '0px', threshold = 0 }: InViewOptions = {}) {
  const [node, setNode] = useState<T | null>(null)
  const [inView, setInView] = useState(false)

  useEffect(() => {
    if (!node || inView || !canObserveViewport()) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) setInView(true)
      },
      { rootMargin, threshold },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, inView, rootMargin, threshold])

  return [setNode, inView] as const
}

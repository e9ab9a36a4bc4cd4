import { useSyncExternalStore } from 'react'

/**
 * A hook telling whether `query` matches, kept up to date as the screen or the setting changes.
 * Built once per query at module level, so React sees the same subscribe function every render.
 */
export function mediaQueryHook(query: string): () => boolean {
  const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined)
  const subscribe = (onChange: () => void) => {
    const list = media()
    list?.addEventListener('change', onChange)
    return () => list?.removeEventListener('change', onChange)
  }
  // false on the server and while hydrating its HTML, the browser's answer right after
  return () =>
    useSyncExternalStore(
      subscribe,
      () => media()?.matches ?? false,
      () => false,
    )
}

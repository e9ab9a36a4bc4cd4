import { useSyncExternalStore } from 'react'

// Tailwind's `xl`: beside the admin sidebar, seven readable day columns need this much (at `lg`
// a column is ~75 px of text: words break mid-syllable); below it the list is shown alone.
const QUERY = '(min-width: 80rem)'

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined)

function subscribe(onChange: () => void) {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** The screen is wide enough for the week view (decided in script so a phone never fetches it). */
export function useDesktop(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false)
}

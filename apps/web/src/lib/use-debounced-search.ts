import { useEffect, useEffectEvent, useState } from 'react'

export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box kept in the URL: the text follows the typing at once, and `apply` writes it to
 * the URL once typing pauses. When the URL changes without typing (back button, "Effacer les
 * filtres"), the text follows it. `apply` may be a new function on every render.
 */
export function useDebouncedSearch(search: string | undefined, apply: (wanted: string | undefined) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(search ?? '')

  useEffect(() => {
    setText((current) => (current.trim() === (search ?? '') ? current : (search ?? '')))
  }, [search])

  const applyWhenPaused = useEffectEvent(apply)
  useEffect(() => {
    const wanted = text.trim() || undefined
    if (wanted === search) return
    const timer = window.setTimeout(() => applyWhenPaused(wanted), delay)
    return () => window.clearTimeout(timer)
  }, [text, search, delay])

  return [text, setText] as const
}

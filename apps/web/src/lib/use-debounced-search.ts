import { useEffect, useState } from 'react'

export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box kept in the URL: the text follows the typing at once, and `apply` writes it to
 * the URL once typing pauses. When the URL changes without typing (back button, "Effacer les
 * filtres"), the text follows it.
 */
export function useDebouncedSearch(search: string | undefined, apply: (wanted: string | undefined) => void) {
  const [text, setText] = useState(search ?? '')

  useEffect(() => {
    setText((current) => (current.trim() === (search ?? '') ? current : (search ?? '')))
  }, [search])

  useEffect(() => {
    const wanted = text.trim() || undefined
    if (wanted === search) return
    const timer = window.setTimeout(() => apply(wanted), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, search, apply])

  return [text, setText] as const
}

import { useEffect } from 'react'
import { SITE } from './site.ts'

/** Each page names itself in the tab and for screen readers; the home page keeps index.html's title. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title
    document.title = `${title} — ${SITE.name}`
    return () => {
      document.title = previous
    }
  }, [title])
}

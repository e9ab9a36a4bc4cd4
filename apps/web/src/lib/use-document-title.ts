import { useEffect } from 'react'
import { SITE_NAME } from './brand.ts'

function descriptionTag(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (existing) return existing
  const meta = document.createElement('meta')
  meta.name = 'description'
  document.head.append(meta)
  return meta
}

/**
 * Each page names itself in the tab and for screen readers, and may describe itself for search
 * engines (`<meta name="description">`); the home page keeps index.html's title and description.
 */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    const previous = document.title
    document.title = `${title} — ${SITE_NAME}`
    return () => {
      document.title = previous
    }
  }, [title])

  useEffect(() => {
    if (!description) return
    const meta = descriptionTag()
    const previous = meta.content
    meta.content = description
    return () => {
      meta.content = previous
    }
  }, [description])
}

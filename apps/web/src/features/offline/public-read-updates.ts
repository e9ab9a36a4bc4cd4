import type { QueryClient } from '@tanstack/react-query'
import type { WorkerMessage } from './caches.ts'

const isWorkerMessage = (data: unknown): data is WorkerMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'public-read-updated'

/** tRPC's query keys start with the procedure's path: `[['freeCourses', 'list'], …]`. */
const procedureOf = (queryKey: readonly unknown[]) => (Array.isArray(queryKey[0]) ? queryKey[0].join('.') : '')

/**
 * A public list answered from the phone may be stale; when the worker's fresh copy differs it says
 * so, and the page asks again (the worker now holds the fresh copy) instead of waiting for a reload.
 */
export function listenForPublicReadUpdates(queryClient: QueryClient): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container) return () => {}
  const onMessage = (event: MessageEvent) => {
    if (!isWorkerMessage(event.data)) return
    const changed = new Set(event.data.procedures)
    void queryClient.invalidateQueries({ predicate: (query) => changed.has(procedureOf(query.queryKey)) })
  }
  container.addEventListener('message', onMessage)
  return () => container.removeEventListener('message', onMessage)
}

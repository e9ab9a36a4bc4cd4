import type { DehydratedState } from '@tanstack/react-query'

/** The id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const SSR_DATA_ID = 'ssr-data'

/** What a server-rendered page carries for the app to take over without asking again. */
export interface SsrPayload {
  /** the site's address as the server knows it (share links drawn before hydration ends) */
  origin: string
  /** React Query's cache as the server filled it */
  queries: DehydratedState
}

const UNSAFE = /[<>&\u2028\u2029]/g
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * JSON that stays data inside `<script type="application/json">`: every `<`, `>` and `&` becomes a
 * \u escape, so no string (a hostile testimonial) can close the element (`</script`) or open a
 * comment (`<!--`); JSON.parse reads the escapes back as the same characters.
 */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload).replace(UNSAFE, escapeChar)
}

/** The payload of the page as served, when the server rendered it. */
export function readPayload(doc: Document): SsrPayload | undefined {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as SsrPayload
  } catch {
    return undefined
  }
}

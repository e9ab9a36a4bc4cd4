import { useEffect } from 'react'

// Kept on <html>, not in a module: the bar (its own React root and chunk) and the page that sets it
// live in different chunks, and a module small enough to be copied into both would hold two states.
const ATTRIBUTE = 'data-own-offline-notice'

/** A page that says « hors ligne » in its own words (the exam paper) hides the bottom bar meanwhile. */
export function useOwnOfflineNotice() {
  useEffect(() => {
    document.documentElement.setAttribute(ATTRIBUTE, '')
    return () => document.documentElement.removeAttribute(ATTRIBUTE)
  }, [])
}

export const pageHasOwnOfflineNotice = () => document.documentElement.hasAttribute(ATTRIBUTE)

/** For useSyncExternalStore. */
export function subscribeOwnOfflineNotice(listener: () => void) {
  const observer = new MutationObserver(listener)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] })
  return () => observer.disconnect()
}

import { createContext, useContext, useState, useSyncExternalStore } from 'react'

const subscribeNever = () => () => undefined

/**
 * False while the server renders and while the browser hydrates its HTML, true afterwards (and at
 * once in an app rendered in the browser): what reads `window` or `navigator` waits for it, so
 * the first render in the browser is the server's own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

let serverOrigin = ''
/** The site's address while rendering on the server or hydrating (set from the page's payload). */
export const setServerOrigin = (origin: string) => {
  serverOrigin = origin
}
/** The site's address, the same on the server and while hydrating; the browser's own afterwards. */
export function useOrigin(): string {
  return useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => serverOrigin,
  )
}

/**
 * Whether a block that waits for the visitor to come near (home page sections that need the
 * server) mounts at once: on the server, and in the browser for the page it server-rendered,
 * until the visitor goes to another page.
 */
export interface EagerMount {
  eager: boolean
}
export const EagerMountContext = createContext<EagerMount>({ eager: false })

/** Read once, when the block mounts. */
export function useEagerMount(): boolean {
  const flag = useContext(EagerMountContext)
  const [eager] = useState(() => flag.eager)
  return eager
}

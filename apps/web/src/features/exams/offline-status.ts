import { useSyncExternalStore } from 'react'

// The browser's own idea of the network (`navigator.onLine`, the `online`/`offline` events). It can
// say "online" on a network that does not reach the server: a failed request says the rest.

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export const isOnline = () => navigator.onLine

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline)
}

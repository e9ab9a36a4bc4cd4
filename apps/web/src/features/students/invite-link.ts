import { useSyncExternalStore } from 'react'

export interface InviteLink {
  studentName: string
  url: string
  whatsappUrl: string | null
}

// The last invite's set-password link survives the redirect to the list (in memory only:
// the link opens an account, it is not written to storage).
let current: InviteLink | null = null
const listeners = new Set<() => void>()

export function rememberInviteLink(link: InviteLink | null) {
  current = link
  for (const listener of listeners) listener()
}

export function useRememberedInviteLink(): InviteLink | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
}

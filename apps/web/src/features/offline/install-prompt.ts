// Chromium fires `beforeinstallprompt` once per page load, possibly before anything lazy has
// loaded: main.tsx imports this module so the event is kept until a page offers installation.

/** Chromium's install event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    notify()
  })
}

/** The kept event, or null when the browser offers no installation (installed already, iOS, Firefox). */
export const installPrompt = () => deferred

/** For useSyncExternalStore. */
export function subscribeInstallPrompt(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the browser's dialog; the event can serve once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  notify()
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}

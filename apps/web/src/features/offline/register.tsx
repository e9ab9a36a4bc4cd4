import { createRoot } from 'react-dom/client'
import { Workbox } from 'workbox-window'
import { createOfflineStatusStore, type OfflineStatusStore } from './offline-status-store.ts'
import { OfflineStatus } from './OfflineStatus.tsx'

// A tab left open for days (a student between two sessions) still learns of a new version.
const UPDATE_CHECK_MS = 60 * 60 * 1000

/** Registers the service worker (src/sw.ts) and mounts the bottom bar; called once after `load`. */
export function startOfflineSupport() {
  const store = createOfflineStatusStore({ online: navigator.onLine, applyUpdate: null })
  watchConnection(store)
  const host = document.createElement('div')
  host.id = 'statut-hors-ligne'
  document.body.append(host)
  createRoot(host).render(<OfflineStatus store={store} />)
  void register(store)
}

function watchConnection(store: OfflineStatusStore) {
  window.addEventListener('online', () => store.set({ online: true }))
  window.addEventListener('offline', () => store.set({ online: false }))
}

async function register(store: OfflineStatusStore) {
  const workbox = new Workbox('/sw.js', { scope: '/' })
  // A new version is installed and waits for this page's consent: the old one keeps serving until then.
  workbox.addEventListener('waiting', () => {
    store.set({
      applyUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      },
    })
  })
  // a browser that refuses workers (a policy, a private window) keeps the site, without offline
  const registration = await workbox.register().catch(() => undefined)
  if (!registration) return
  const check = () => void registration.update().catch(() => undefined)
  setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

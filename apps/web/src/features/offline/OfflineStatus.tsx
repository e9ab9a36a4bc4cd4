import { RefreshCw, WifiOff } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { Button } from '../../ui/Button.tsx'
import type { OfflineStatusStore } from './offline-status-store.ts'
import { pageHasOwnOfflineNotice, subscribeOwnOfflineNotice } from './own-offline-notice.ts'

/**
 * Fixed at the bottom of every page (its own React root, mounted after the page has loaded): the
 * connection when it is lost, and « Mettre à jour » when a new version is ready.
 */
export function OfflineStatus({ store }: { store: OfflineStatusStore }) {
  const { online, applyUpdate } = useSyncExternalStore(store.subscribe, store.get)
  const ownNotice = useSyncExternalStore(subscribeOwnOfflineNotice, pageHasOwnOfflineNotice)
  const [updateLater, setUpdateLater] = useState(false)
  const showOffline = !online && !ownNotice
  const showUpdate = applyUpdate !== null && !updateLater
  if (!showOffline && !showUpdate) return null
  return (
    <>
      {/* room at the end of the page, so the bar never hides its last lines */}
      <div aria-hidden="true" className="h-32" />
      <div className="pointer-events-none fixed inset-x-0 bottom-[var(--bottom-bar,0px)] z-50 flex flex-col items-center gap-2 p-3 sm:p-4">
        {showOffline ? <OfflineBar /> : null}
        {showUpdate ? <UpdateBar onUpdate={applyUpdate} onLater={() => setUpdateLater(true)} /> : null}
      </div>
    </>
  )
}

function OfflineBar() {
  // the link is a full load of /hors-ligne, which says it all already
  const onOfflinePage = window.location.pathname === '/hors-ligne'
  return (
    <p role="status" className="pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded-card bg-brand-950 px-4 py-3 text-sm text-white shadow-lg">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Vous êtes hors ligne. Les pages déjà ouvertes et vos PDF enregistrés restent disponibles.{' '}
        {onOfflinePage ? null : (
          <a href="/hors-ligne" className="font-semibold whitespace-nowrap text-accent-300 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-white">
            Voir ce qui est disponible
          </a>
        )}
      </span>
    </p>
  )
}

function UpdateBar({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  return (
    <section aria-label="Nouvelle version" className="pointer-events-auto flex w-full max-w-xl flex-wrap items-center gap-3 rounded-card border border-line bg-white px-4 py-3 shadow-lg">
      <p className="min-w-0 flex-1 text-sm font-medium text-brand-950">Une nouvelle version de Tutorat Maroc est disponible.</p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onLater}>
          Plus tard
        </Button>
        <Button size="sm" onClick={onUpdate}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Mettre à jour
        </Button>
      </div>
    </section>
  )
}

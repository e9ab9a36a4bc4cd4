import { Check, Download } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { withinChunkDeadline } from '../../lib/chunk-deadline.ts'
import { cn } from '../../lib/cn.ts'
import { Alert } from '../../ui/Alert.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useHydrated, useOrigin } from '../../ssr/hydration.ts'
import { OFFLINE_MESSAGES } from './messages.ts'
import { canSaveOffline, isSavablePdf, offlineMessage, savedPdfKey } from './saved-pdfs.ts'
import { useRemoveSavedPdf, useSavedPdfs, useSavePdf } from './use-saved-pdfs.ts'

// Offered after a save, when the visitor has just shown they want the site on their phone. An
// extra: if its file cannot be had, there is no offer rather than a broken page.
const InstallOffer = lazy(() =>
  withinChunkDeadline(import('./InstallOffer.tsx')).then(
    (module) => ({ default: module.InstallOffer }),
    () => ({ default: () => null }),
  ),
)

interface SaveOfflineProps {
  url: string
  title: string
  className?: string
}

/**
 * « Disponible hors ligne » under a free course's PDF; nothing where the browser cannot keep files.
 * The server's page has it (nearly every phone can), so it does not push the list down once hydrated.
 */
export function SaveOfflineButton(props: SaveOfflineProps) {
  const hydrated = useHydrated()
  const origin = useOrigin()
  if ((hydrated && !canSaveOffline()) || !isSavablePdf(props.url, origin)) return null
  return <SaveOfflineToggle {...props} />
}

function SaveOfflineToggle({ url, title, className }: SaveOfflineProps) {
  // the server's page and its hydration: not saved (what this phone keeps is read right after)
  const hydrated = useHydrated()
  const saved = useSavedPdfs(hydrated)
  const save = useSavePdf()
  const remove = useRemoveSavedPdf()
  const [done, setDone] = useState<string | null>(null)
  const [offerInstall, setOfferInstall] = useState(false)
  const errorId = useId()
  const key = hydrated ? savedPdfKey(url) : null
  const isSaved = saved.data?.some((pdf) => pdf.url === key) ?? false
  const busy = save.isPending || remove.isPending
  const error = save.error ?? remove.error

  const toggle = () => {
    // ignored rather than disabled while busy: a disabled button would drop the keyboard focus
    if (busy || saved.isPending) return
    setDone(null)
    save.reset()
    remove.reset()
    if (isSaved) {
      remove.mutate(url, { onSuccess: () => setDone(OFFLINE_MESSAGES.removed) })
      return
    }
    save.mutate(
      { url, title },
      {
        onSuccess: () => {
          setDone(OFFLINE_MESSAGES.saved)
          setOfferInstall(true)
        },
      },
    )
  }

  return (
    <div className={cn('space-y-2', className)}>
      <button
        type="button"
        aria-pressed={isSaved}
        aria-busy={busy || undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={toggle}
        className={buttonClasses('ghost', 'sm', cn('border', isSaved ? 'border-emerald-300 bg-emerald-50' : 'border-brand-200', busy && 'cursor-wait'))}
      >
        {busy ? (
          <Spinner size="sm" label={null} />
        ) : isSaved ? (
          <Check className="size-4 text-emerald-700" aria-hidden="true" />
        ) : (
          <Download className="size-4" aria-hidden="true" />
        )}
        {save.isPending ? 'Enregistrement…' : 'Disponible hors ligne'}
        <span className="sr-only"> : {title}</span>
      </button>
      <p role="status" className="text-xs text-muted empty:hidden">
        {done}
      </p>
      {error ? (
        <div id={errorId}>
          <Alert tone="error">{offlineMessage(error, remove.error ? OFFLINE_MESSAGES.removeFailed : OFFLINE_MESSAGES.saveFailed)}</Alert>
        </div>
      ) : null}
      {offerInstall ? (
        <Suspense fallback={null}>
          <InstallOffer headingLevel="h4" />
        </Suspense>
      ) : null}
    </div>
  )
}

import type { Application } from '@tutorat/contracts'
import { Download } from 'lucide-react'
import { usePrivateFile } from '../../lib/use-private-file.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { PrivateFileState } from '../../ui/PrivateFileState.tsx'
import { useSuperAdminErrors } from '../admins/super-admin.ts'

/** A PDF opens in the browser's viewer, a picture as itself; a Word file is only downloaded. */
export const previewable = (application: Application) => application.cv_mime === 'application/pdf' || application.cv_mime.startsWith('image/')

/** « Voir le CV »: the file fetched with the admin's token, shown in a dialog with a way to keep it. */
export function CvPreviewDialog({ application, onClose }: { application: Application | null; onClose: () => void }) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={application ? `CV de ${application.full_name}` : ''} size="lg" className="sm:max-w-4xl">
      {application ? <CvPreview application={application} /> : null}
    </Dialog>
  )
}

function CvPreview({ application }: { application: Application }) {
  const { query, objectUrl } = usePrivateFile({ url: application.cv_url, name: application.cv_original_name, mime: application.cv_mime })
  useSuperAdminErrors(query.error)
  const label = `CV de ${application.full_name} (${application.cv_original_name})`
  if (!objectUrl) return <PrivateFileState query={query} errorTitle="Impossible d’afficher ce CV." loadingLabel="Chargement du CV…" className="h-[60dvh] w-full" />
  return (
    <div className="space-y-3">
      {application.cv_mime.startsWith('image/') ? (
        <img src={objectUrl} alt={label} className="mx-auto max-h-[65dvh] w-auto rounded-card border border-line object-contain" />
      ) : (
        <iframe src={objectUrl} title={label} className="h-[65dvh] w-full rounded-card border border-line bg-slate-50" />
      )}
      <a href={objectUrl} download={application.cv_original_name} className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
        <Download className="size-4" aria-hidden="true" />
        Télécharger le CV
      </a>
    </div>
  )
}

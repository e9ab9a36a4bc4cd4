import { FREE_COURSE_MESSAGES } from '@tutorat/contracts'
import { FileText, X } from 'lucide-react'
import { useId } from 'react'
import { useCheckedFile } from '../../lib/use-checked-file.ts'
import { Button } from '../../ui/Button.tsx'
import { FILE_INPUT_CLASSES, FileError, fileInputWiring, RemoveCurrentButton } from '../../ui/FileInput.tsx'

/** The server's ceiling (DESIGN §6: PDF ≤ 25 MB), checked here before a long upload on mobile data. */
const PDF_MAX_BYTES = 25 * 1024 * 1024

function pdfRefusal(file: File) {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
  return !isPdf ? FREE_COURSE_MESSAGES.pdfInvalid : file.size > PDF_MAX_BYTES ? FREE_COURSE_MESSAGES.pdfTooLarge : undefined
}

interface PdfPickerProps {
  file: File | null
  onFileChange: (file: File | null) => void
  /** The resource's current PDF (edit). */
  currentUrl: string | null
  removeCurrent: boolean
  onRemoveCurrentChange: (remove: boolean) => void
  /** "a PDF or a link is required", shown under the field. */
  error?: string | undefined
}

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`
  return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
}

export function PdfPicker({ file, onFileChange, currentUrl, removeCurrent, onRemoveCurrentChange, error: outerError }: PdfPickerProps) {
  const id = useId()
  const { input, refusal, choose, clear: clearChoice } = useCheckedFile(pdfRefusal, onFileChange)
  const error = refusal ?? outerError
  const hintId = `${id}-hint`

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Fichier PDF
      </label>
      {currentUrl && !file ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <FileText className="size-4 text-brand-700" aria-hidden="true" />
          {removeCurrent ? (
            <span className="text-muted line-through">PDF actuel</span>
          ) : (
            <a href={currentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
              PDF actuel <span className="sr-only">(nouvel onglet)</span>
            </a>
          )}
          <RemoveCurrentButton removed={removeCurrent} onChange={onRemoveCurrentChange} keepLabel="Garder le PDF" removeLabel="Retirer le PDF" />
        </p>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        {...fileInputWiring(id, error, choose)}
        className={FILE_INPUT_CLASSES}
      />
      <p id={hintId} className="text-sm text-muted">
        {file ? `PDF prêt à être envoyé (${fileSize(file.size)}).` : currentUrl ? 'Choisissez un fichier pour remplacer le PDF actuel (25 Mo au maximum).' : 'PDF uniquement, 25 Mo au maximum.'}
      </p>
      <FileError id={id} error={error} />
      {file ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={clearChoice}>
          <X className="size-4" aria-hidden="true" />
          Annuler le choix
        </Button>
      ) : null}
    </div>
  )
}

import { PAYMENT_MESSAGES, PAYMENT_RULES, PROOF_ACCEPT } from '@tutorat/contracts'
import { Camera, FileText, X } from 'lucide-react'
import { useId } from 'react'
import { useCheckedFile } from '../../lib/use-checked-file.ts'
import { Button } from '../../ui/Button.tsx'
import { FileButton } from '../../ui/FileButton.tsx'
import { Field, fieldIds } from '../../ui/Field.tsx'
import { formatFileSize } from '../recruitment/cv-check.ts'

const PROOF_TYPES = /^(image\/(jpeg|png|webp)|application\/pdf)$/
const PROOF_NAMES = /\.(jpe?g|png|webp|pdf)$/i
const HINT = 'Photo (JPEG, PNG, WebP) ou PDF, 5 Mo au maximum.'

/** The server's rules checked before the upload: a wrong file fails at once, not after minutes of mobile data. */
function proofRefusal(file: File): string | undefined {
  if (!PROOF_TYPES.test(file.type) && !PROOF_NAMES.test(file.name)) return PAYMENT_MESSAGES.proofInvalid
  if (file.size === 0) return PAYMENT_MESSAGES.proofMissing
  return file.size > PAYMENT_RULES.proofMaxBytes ? PAYMENT_MESSAGES.proofTooLarge : undefined
}

interface ProofFileFieldProps {
  file: File | null
  onFileChange: (file: File | null) => void
  /** the form's own refusal (no file) or the server's (413, 415) */
  error?: string | undefined
}

/**
 * The receipt's photo or PDF. No `capture`: the phone offers its camera and its files alike (a
 * bank app's PDF, a screenshot). The native input sits under a French face.
 */
export function ProofFileField({ file, onFileChange, error: outerError }: ProofFileFieldProps) {
  const id = useId()
  const { input, refusal, choose, clear } = useCheckedFile(proofRefusal, onFileChange)
  const error = refusal ?? outerError
  return (
    <Field id={id} label="Reçu du virement" requirement="required" hint={HINT} error={error}>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <FileButton
          ref={input}
          id={id}
          size="md"
          Icon={Camera}
          label={file ? 'Changer de fichier' : 'Prendre une photo ou choisir un fichier'}
          accept={PROOF_ACCEPT}
          aria-describedby={fieldIds(id, HINT, error).describedBy}
          aria-invalid={Boolean(error) || undefined}
          aria-required="true"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file ? (
          <span className="flex min-w-0 items-center gap-1 text-sm text-ink">
            <FileText className="size-4 shrink-0 text-brand-800" aria-hidden="true" />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {file.name} <span className="text-muted">({formatFileSize(file.size)})</span>
            </span>
            <Button variant="ghost" size="icon" onClick={clear} aria-label={`Retirer ${file.name}`} className="shrink-0">
              <X className="size-4" aria-hidden="true" />
            </Button>
          </span>
        ) : null}
      </div>
    </Field>
  )
}

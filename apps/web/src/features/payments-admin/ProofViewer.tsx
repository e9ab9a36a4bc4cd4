import { Download, ExternalLink, FileText } from 'lucide-react'
import { useState } from 'react'
import { formatDateTime } from '../../lib/dates.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { PrivateFileState } from '../../ui/PrivateFileState.tsx'
import { useSuperAdminErrors } from '../admins/super-admin.ts'
import { proofCount } from '../payments/format.ts'
import { formatFileSize } from '../recruitment/cv-check.ts'
import { type Proof, useProofFile } from './use-proof-file.ts'

const PREVIEW_ERROR = 'Impossible d’afficher cette preuve.'

/** The proofs (1 to 3) one at a time, the first shown at once: the admin checks them against the request. */
export function ProofViewer({ proofs }: { proofs: readonly Proof[] }) {
  const [chosen, setChosen] = useState(proofs[0]?.n)
  const shown = proofs.find((proof) => proof.n === chosen) ?? proofs[0]
  return (
    <section aria-labelledby="proofs-title" className="min-w-0 space-y-3">
      <div>
        <h3 id="proofs-title" className="font-bold text-brand-950">
          Preuves de virement
        </h3>
        <p className="text-sm text-muted">{proofCount(proofs.length)}</p>
      </div>
      {proofs.length > 1 ? (
        <div role="group" aria-label="Choisir la preuve affichée" className="flex flex-wrap gap-2">
          {proofs.map((proof) => (
            <Button key={proof.n} size="sm" variant={proof.n === shown?.n ? 'primary' : 'secondary'} aria-pressed={proof.n === shown?.n} onClick={() => setChosen(proof.n)}>
              Preuve {proof.n}
            </Button>
          ))}
        </div>
      ) : null}
      {shown ? (
        <ProofPreview key={shown.url} proof={shown} />
      ) : (
        <p className="rounded-card border border-dashed border-slate-300 p-6 text-center text-sm text-muted">L’étudiant(e) n’a pas encore envoyé de preuve.</p>
      )}
    </section>
  )
}

function ProofPreview({ proof }: { proof: Proof }) {
  const { query, objectUrl } = useProofFile(proof)
  useSuperAdminErrors(query.error)
  const label = `Preuve ${proof.n} : ${proof.original_name}`
  if (!objectUrl) return <PrivateFileState query={query} errorTitle={PREVIEW_ERROR} loadingLabel="Chargement de la preuve…" className="h-72 w-full" />
  const isImage = proof.mime.startsWith('image/')
  return (
    <figure className="space-y-3">
      {isImage ? (
        <a href={objectUrl} target="_blank" rel="noopener" className="block overflow-hidden rounded-card border border-line bg-slate-50">
          <img src={objectUrl} alt={label} className="mx-auto max-h-[50vh] w-auto object-contain" />
        </a>
      ) : (
        <div className="flex items-center gap-3 rounded-card border border-line bg-slate-50 p-4">
          <FileText className="size-8 shrink-0 text-brand-800" aria-hidden="true" />
          <p className="min-w-0 text-sm">Document PDF : ouvrez-le pour le lire en entier.</p>
        </div>
      )}
      <figcaption className="text-sm wrap-anywhere text-muted">
        {proof.original_name} · {formatFileSize(proof.size_bytes)} · envoyée le {formatDateTime(proof.created_at)}
      </figcaption>
      <ProofLinks href={objectUrl} name={proof.original_name} label={label} />
    </figure>
  )
}

function ProofLinks({ href, name, label }: { href: string; name: string; label: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <a href={href} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')} aria-label={`Ouvrir ${label} dans un nouvel onglet`}>
        <ExternalLink className="size-4" aria-hidden="true" />
        Ouvrir
      </a>
      <a href={href} download={name} className={buttonClasses('secondary', 'sm')} aria-label={`Télécharger ${label}`}>
        <Download className="size-4" aria-hidden="true" />
        Télécharger
      </a>
    </div>
  )
}

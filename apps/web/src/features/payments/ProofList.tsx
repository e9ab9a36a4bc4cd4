import { ExternalLink, FileText, ImageIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/Button.tsx'
import { openProof } from './api.ts'
import { moroccoDateTime, type PaymentProof, proofCount } from './format.ts'

const OPEN_ERROR = 'La preuve n’a pas pu être ouverte. Vérifiez votre connexion puis réessayez.'

function ProofItem({ proof }: { proof: PaymentProof }) {
  const [opening, setOpening] = useState(false)
  const Icon = proof.mime === 'application/pdf' ? FileText : ImageIcon

  async function open() {
    setOpening(true)
    try {
      await openProof(proof.url, proof.original_name)
    } catch (error) {
      toast.error(errorMessage(error, OPEN_ERROR))
    } finally {
      setOpening(false)
    }
  }

  return (
    <li className="flex items-center gap-3 py-2">
      <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium [overflow-wrap:anywhere] text-ink">{proof.original_name}</p>
        <p className="text-sm text-muted">Envoyée le {moroccoDateTime(proof.created_at)}</p>
      </div>
      <Button variant="secondary" size="sm" loading={opening} onClick={() => void open()} aria-label={`Ouvrir ${proof.original_name}`}>
        {opening ? null : <ExternalLink className="size-4" aria-hidden="true" />}
        Ouvrir
      </Button>
    </li>
  )
}

/** The proofs sent for a request (kept after a refusal), each opened with the student's token. */
export function ProofList({ proofs }: { proofs: readonly PaymentProof[] }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="space-y-1">
      <h2 id={titleId} className="text-lg font-bold text-brand-950">
        Vos preuves
      </h2>
      <p className="text-sm text-muted">{proofCount(proofs.length)}</p>
      <ul className="divide-y divide-line">
        {proofs.map((proof) => (
          <ProofItem key={proof.n} proof={proof} />
        ))}
      </ul>
    </section>
  )
}

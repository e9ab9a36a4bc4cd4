import { plural } from '../courses/format.ts'
import { usePendingWork } from './use-pending-work.ts'

/** Beside « Paiements » (super admins only, like the item): the proofs waiting to be checked, when there are any. */
export function ProofsBadge() {
  const proofs = usePendingWork().data?.proofs ?? 0
  if (proofs === 0) return null
  return (
    <span className="ml-auto rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950 tabular-nums">
      <span aria-hidden="true">{proofs > 99 ? '99+' : proofs}</span>
      <span className="sr-only">{`, ${plural(proofs, 'preuve à vérifier', 'preuves à vérifier')}`}</span>
    </span>
  )
}

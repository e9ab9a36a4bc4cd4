import { dirhams } from '@tutorat/contracts'
import { Clock } from 'lucide-react'
import { Card } from '../../ui/Card.tsx'
import { CopyButton } from './CopyButton.tsx'
import { calendarDay, isLaterPart, moroccoDateTime, type Payment } from './format.ts'

/** The request waiting for the transfer: its reference (to write on it), the amount, the deadline. */
export function TransferInstructions({ payment }: { payment: Payment }) {
  const laterPart = isLaterPart(payment)
  return (
    <Card className="space-y-4 border-accent-200 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-brand-950">Faites le virement</h2>
      <div className="flex flex-col gap-3 rounded-control bg-accent-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-accent-900">Référence du virement</p>
          <p className="font-mono text-3xl font-extrabold tracking-wider break-all text-brand-950 select-all">{payment.reference}</p>
        </div>
        <CopyButton value={payment.reference} what="la référence" done="Référence copiée">
          Copier la référence
        </CopyButton>
      </div>
      <p className="text-ink">
        Écrivez la référence <strong className="font-mono">{payment.reference}</strong> dans le motif du virement : c’est elle qui relie votre virement
        à votre inscription.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Montant à virer</dt>
          <dd className="text-2xl font-extrabold text-brand-950">{dirhams(payment.amount_mad)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{laterPart ? `Échéance ${payment.part_number} à payer au plus tard le` : 'Preuve à envoyer avant le'}</dt>
          <dd className="flex items-center gap-1.5 font-semibold text-brand-950">
            <Clock className="size-4 text-accent-800" aria-hidden="true" />
            {laterPart && payment.due_on ? calendarDay(payment.due_on) : moroccoDateTime(payment.deadline_at)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        {laterPart
          ? 'Passé cette date et les jours de grâce, l’accès au cours est mis en pause ; il rouvre dès la validation de l’échéance.'
          : 'Passé ce délai sans preuve de virement, la demande expire ; vous pourrez la rouvrir.'}
      </p>
    </Card>
  )
}

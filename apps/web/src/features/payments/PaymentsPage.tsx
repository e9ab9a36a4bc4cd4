import { Link } from '@tanstack/react-router'
import { dirhams } from '@tutorat/contracts'
import { ChevronRight, Receipt } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { calendarDay, isLaterPart, moroccoDate, moroccoDateTime, newProofDeadline, type Payment } from './format.ts'
import { InstalmentPlans } from './InstalmentPlans.tsx'
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx'

/** What the card says of the date: the deadline while a proof is awaited, else the request's day. */
function dateLine(payment: Payment) {
  // a later instalment is due on its day (its access pauses after the grace), not in 7 days
  if (payment.status === 'en_attente' && payment.due_on && isLaterPart(payment)) return `À payer au plus tard le ${calendarDay(payment.due_on)}`
  if (payment.status === 'en_attente') return `Preuve à envoyer avant le ${moroccoDateTime(payment.deadline_at)}`
  const until = newProofDeadline(payment)
  if (until) return `Nouvelle preuve possible jusqu’au ${moroccoDateTime(until)}`
  return `Demande du ${moroccoDate(payment.created_at)}`
}

function PaymentCard({ payment }: { payment: Payment }) {
  return (
    <Link
      to="/student/payments/$id"
      params={{ id: String(payment.id) }}
      className="flex items-center gap-3 rounded-card border border-line bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/40"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="font-bold break-words text-brand-950">{payment.formation_title}</h2>
          <PaymentStatusBadge status={payment.status} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink">
          {payment.part_number ? <span>Échéance {payment.part_number}</span> : null}
          <span className="font-mono font-semibold">{payment.reference}</span>
          <span className="font-semibold">{dirhams(payment.amount_mad)}</span>
        </p>
        <p className="text-sm text-muted">{dateLine(payment)}</p>
      </div>
      <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden="true" />
    </Link>
  )
}

/** /student/payments « Mes paiements »: the student's requests, newest first, each to its page. */
export function PaymentsPage() {
  useDocumentTitle('Mes paiements')
  const payments = trpc.payments.mine.useQuery()
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">Mes paiements</h1>
        <p className="text-muted">Vos inscriptions par virement : la référence à indiquer, la preuve à envoyer, le reçu une fois validé.</p>
      </header>
      <InstalmentPlans />
      <section aria-label="Mes demandes" aria-busy={payments.isPending || undefined}>
        {payments.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-28 w-full rounded-card" />
            <Skeleton className="h-28 w-full rounded-card" />
          </div>
        ) : payments.isError ? (
          <ErrorState title="Vos paiements n’ont pas pu être chargés." onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
        ) : payments.data.length === 0 ? (
          <EmptyState
            Icon={Receipt}
            title="Aucun paiement pour le moment"
            action={
              <Link to="/courses" className={buttonClasses('primary')}>
                Voir les formations
              </Link>
            }
          >
            Choisissez une formation et appuyez sur « S’inscrire » : vous recevrez la référence et les coordonnées du virement.
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {payments.data.map((payment) => (
              <li key={payment.id}>
                <PaymentCard payment={payment} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

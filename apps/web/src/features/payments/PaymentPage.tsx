import { getRouteApi, Link } from '@tanstack/react-router'
import { PAYMENT_MESSAGES } from '@tutorat/contracts'
import { ArrowLeft, SearchX } from 'lucide-react'
import { statusOf } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CancelledPanel, ExpiredPanel } from './ClosedPanels.tsx'
import { RefusedPanel, ValidatedPanel } from './DecidedPanels.tsx'
import type { Payment } from './format.ts'
import { positiveId } from './ids.ts'
import { PaymentHistory } from './PaymentHistory.tsx'
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx'
import { PaymentSummary } from './PaymentSummary.tsx'
import { PendingPanel } from './PendingPanel.tsx'
import { ReviewPanel } from './ReviewPanel.tsx'

const route = getRouteApi('/student/payments/$id')

const backLink = (
  <Link to="/student/payments" className={buttonClasses('ghost', 'sm', '-ml-3')}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    Mes paiements
  </Link>
)

/** /student/payments/{id}: one request, with what its status asks of the student. */
export function PaymentPage() {
  const id = positiveId(route.useParams().id)
  return id === undefined ? <PaymentNotFound /> : <PaymentLoader id={id} />
}

/** A request that does not exist, or is another student's (the same answer). */
export function PaymentNotFound() {
  useDocumentTitle(PAYMENT_MESSAGES.notFound)
  return (
    <EmptyState
      Icon={SearchX}
      title={PAYMENT_MESSAGES.notFound}
      action={
        <Link to="/student/payments" className={buttonClasses('primary')}>
          Mes paiements
        </Link>
      }
    />
  )
}

function PaymentLoader({ id }: { id: number }) {
  // Another student's request answers 404 like a missing one. The route's prefetch has asked
  // already: its failure is the answer (the error screen offers to retry).
  const query = trpc.payments.get.useQuery({ id }, { retryOnMount: false })
  if (statusOf(query.error) === 404) return <PaymentNotFound />
  if (query.isError) return <ErrorState title="La demande n’a pas pu être chargée." onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.isPending) return <Skeleton className="h-96 w-full rounded-card" />
  return <PaymentDetails payment={query.data} />
}

function StatusPanel({ payment }: { payment: Payment }) {
  switch (payment.status) {
    case 'en_attente':
      return <PendingPanel payment={payment} />
    case 'preuve_envoyee':
      return <ReviewPanel payment={payment} />
    case 'validee':
      return <ValidatedPanel payment={payment} />
    case 'refusee':
      return <RefusedPanel payment={payment} />
    case 'expiree':
      return <ExpiredPanel payment={payment} />
    case 'annulee':
      return <CancelledPanel />
  }
}

function PaymentDetails({ payment }: { payment: Payment }) {
  useDocumentTitle(`Paiement ${payment.reference}`)
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={backLink} title={payment.formation_title} description={<PaymentStatusBadge status={payment.status} className="mt-1 text-sm" />} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <StatusPanel payment={payment} />
        </div>
        <aside aria-label="Détails de la demande" className="space-y-6">
          <PaymentSummary payment={payment} />
          <PaymentHistory history={payment.history} />
        </aside>
      </div>
    </div>
  )
}

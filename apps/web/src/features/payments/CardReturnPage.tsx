import { getRouteApi, Link } from '@tanstack/react-router'
import { CARD_MESSAGES, PAYMENT_STATUS_LABELS } from '@tutorat/contracts'
import { CircleAlert, Landmark } from 'lucide-react'
import { useState } from 'react'
import { statusOf } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { CardPayButton, useCardPayments } from './CardPaymentPanel.tsx'
import { ValidatedPanel } from './DecidedPanels.tsx'
import type { Payment } from './format.ts'
import { positiveId } from './ids.ts'
import { PaymentNotFound } from './PaymentPage.tsx'

// DESIGN §18: where YouCan Pay sends the student back. These pages grant nothing, they read the
// request (the failure page may start a new card payment): the access opens from the gateway's
// verified webhook, which may come before or after the student. The success page asks again every
// few seconds until it has.

type Outcome = 'succes' | 'echec'
const POLL_MS = 2500
/** past this, the success page stops asking and says the confirmation is late */
const PATIENCE_MS = 3 * 60_000

const successRoute = getRouteApi('/student/payments/$id/carte/succes')
const failureRoute = getRouteApi('/student/payments/$id/carte/echec')

/** /student/payments/{id}/carte/succes */
export function CardSuccessPage() {
  return <CardReturn id={positiveId(successRoute.useParams().id)} outcome="succes" />
}

/** /student/payments/{id}/carte/echec */
export function CardFailurePage() {
  return <CardReturn id={positiveId(failureRoute.useParams().id)} outcome="echec" />
}

function CardReturn({ id, outcome }: { id: number | undefined; outcome: Outcome }) {
  return id === undefined ? <PaymentNotFound /> : <ReturnLoader id={id} outcome={outcome} />
}

function ReturnLoader({ id, outcome }: { id: number; outcome: Outcome }) {
  const [since] = useState(() => Date.now())
  const query = trpc.payments.get.useQuery(
    { id },
    { refetchInterval: (q) => (outcome === 'succes' && q.state.data?.status !== 'validee' && Date.now() - since < PATIENCE_MS ? POLL_MS : false) },
  )
  if (statusOf(query.error) === 404) return <PaymentNotFound />
  if (query.isError && !query.data) return <ErrorState title="La demande n’a pas pu être chargée." onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.isPending) return <Skeleton className="h-64 w-full rounded-card" />
  const payment = query.data
  if (payment.status === 'validee') return <Confirmed payment={payment} />
  if (outcome === 'echec') return <Failed payment={payment} />
  return <Waiting payment={payment} late={Date.now() - since >= PATIENCE_MS} />
}

const requestLink = (payment: Payment, label = 'Voir ma demande') => (
  <Link to="/student/payments/$id" params={{ id: String(payment.id) }} className={buttonClasses('secondary', 'lg')}>
    {label}
  </Link>
)

function Confirmed({ payment }: { payment: Payment }) {
  useDocumentTitle(CARD_MESSAGES.confirmed)
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <ValidatedPanel payment={payment} />
      {requestLink(payment)}
    </div>
  )
}

/** Not yet confirmed: the webhook has not arrived (or the request is in another state: said plainly). */
function Waiting({ payment, late }: { payment: Payment; late: boolean }) {
  useDocumentTitle(CARD_MESSAGES.confirming)
  const open = payment.status === 'en_attente' || payment.status === 'preuve_envoyee' || payment.status === 'expiree'
  return (
    <Card className="mx-auto max-w-2xl space-y-4 p-5 sm:p-6">
      <h1 className="flex items-center gap-3 text-xl font-bold text-brand-950">
        {late ? <CircleAlert className="size-6 text-accent-800" aria-hidden="true" /> : <Spinner size="md" label={null} className="text-brand-800" />}
        {CARD_MESSAGES.confirming}
      </h1>
      <p className="text-ink" aria-live="polite">
        {late ? CARD_MESSAGES.slow : open ? CARD_MESSAGES.confirmingHint : `Votre demande ${payment.reference} est « ${PAYMENT_STATUS_LABELS[payment.status]} ».`}
      </p>
      <p className="text-sm text-muted">
        Référence de la demande : <strong className="font-mono">{payment.reference}</strong>
      </p>
      {requestLink(payment)}
    </Card>
  )
}

function Failed({ payment }: { payment: Payment }) {
  useDocumentTitle('Paiement par carte non abouti')
  const cards = useCardPayments()
  return (
    <Card className="mx-auto max-w-2xl space-y-4 p-5 sm:p-6">
      <h1 className="flex items-center gap-2 text-xl font-bold text-brand-950">
        <CircleAlert className="size-6 text-red-700" aria-hidden="true" />
        Paiement non abouti
      </h1>
      <p className="text-ink">{CARD_MESSAGES.failed}</p>
      {cards && payment.status === 'en_attente' ? <CardPayButton id={payment.id}>Réessayer par carte</CardPayButton> : null}
      <Link to="/student/payments/$id" params={{ id: String(payment.id) }} className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
        <Landmark className="size-5" aria-hidden="true" />
        Payer par virement
      </Link>
    </Card>
  )
}

import { keepPreviousData } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { dirhams, MESSAGES, PAYMENT_MESSAGES, type PaymentMethod, type PaymentPlan, type PaymentQuote } from '@tutorat/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useStartCardPayment } from './card.ts'
import { EnrolChoice } from './EnrolChoice.tsx'
import { EnrolCoupon } from './EnrolCoupon.tsx'
import { EnrolFormation } from './EnrolFormation.tsx'
import { EnrolPrice } from './EnrolPrice.tsx'
import { positiveId } from './ids.ts'

const route = getRouteApi('/student/enrol/$formationId')

/**
 * « S'inscrire » (DESIGN §18): a summary first — what is bought, the server's price, a promo code,
 * the plan and the method — and only « Confirmer » creates the request.
 */
export function EnrolPage() {
  useDocumentTitle('Inscription')
  const formationId = positiveId(route.useParams().formationId)
  if (formationId === undefined) return <EnrolProblem message={PAYMENT_MESSAGES.formationNotFound} />
  return <Checkout formationId={formationId} />
}

function Checkout({ formationId }: { formationId: number }) {
  const [plan, setPlan] = useState<PaymentPlan>('comptant')
  const [method, setMethod] = useState<PaymentMethod>('virement')
  const [code, setCode] = useState<string>()
  const input = { announcement_id: formationId, plan, ...(code ? { coupon_code: code } : {}) }
  const quote = trpc.payments.quote.useQuery(input, { placeholderData: keepPreviousData, retry: (count, error) => count < 2 && (errorStatus(error) ?? 500) >= 500 })
  const confirm = useConfirm(quote.refetch)

  if (!quote.data) {
    if (quote.error) {
      const status = errorStatus(quote.error)
      const problem = status === undefined ? MESSAGES.cannotConnect : serverMessage(quote.error, MESSAGES.genericRetry)
      return <EnrolProblem message={problem} onRetry={status === undefined || status >= 500 ? () => void quote.refetch() : undefined} />
    }
    return <EnrolSkeleton />
  }
  const data = quote.data
  const chosenMethod = data.methods.includes(method) ? method : 'virement'
  const updating = quote.isFetching && quote.isPlaceholderData

  return (
    <div className="mx-auto max-w-lg space-y-5">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Inscription</h1>
      <EnrolFormation quote={data} />
      {data.plans.length > 1 ? (
        <EnrolChoice
          legend="Paiement"
          name="plan"
          // the tap shows at once; the prices follow when the server's quote for it arrives
          value={plan}
          onChange={setPlan}
          options={[
            { value: 'comptant', label: 'En une fois' },
            { value: 'echeances', label: `En ${data.plan === 'echeances' ? data.parts.length : 'plusieurs'} fois`, detail: 'Une échéance tous les 30 jours' },
          ]}
        />
      ) : null}
      <EnrolCoupon quote={data} applied={code} pending={updating && code !== undefined} onApply={setCode} onRemove={() => setCode(undefined)} />
      <div aria-busy={updating || undefined} className={updating ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <EnrolPrice quote={data} />
      </div>
      {data.methods.length > 1 ? (
        <EnrolChoice
          legend="Moyen de paiement"
          name="method"
          value={chosenMethod}
          onChange={setMethod}
          options={[
            { value: 'virement', label: 'Virement bancaire', detail: 'Vous envoyez la preuve du virement, nous validons.' },
            { value: 'carte', label: 'Carte bancaire', detail: 'Sur la page sécurisée de YouCan Pay, accès immédiat.' },
          ]}
        />
      ) : (
        <p className="text-sm text-muted">Paiement par virement bancaire : la référence et le RIB s’affichent après la confirmation.</p>
      )}
      <ConfirmBar quote={data} busy={confirm.busy} disabled={updating} error={confirm.error} onConfirm={() => confirm.run(data, chosenMethod)} />
    </div>
  )
}

/** « Confirmer » within the thumb's reach: kept above the tab bar on a phone, in the flow on a wide screen. */
function ConfirmBar({ quote, busy, disabled, error, onConfirm }: { quote: PaymentQuote; busy: boolean; disabled: boolean; error: string | undefined; onConfirm: () => void }) {
  const now = quote.parts[0]?.amount_mad ?? quote.amount_mad
  return (
    <div className="sticky bottom-[var(--bottom-bar,0px)] z-20 -mx-4 space-y-2 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:px-4 md:static md:bg-white">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {quote.parts.length > 1 ? 'À payer maintenant' : 'Total'}
          <span className="block text-lg font-extrabold text-brand-950 tabular-nums">{dirhams(now)}</span>
        </p>
        <Button size="lg" className="flex-1 sm:flex-none" loading={busy} disabled={disabled} onClick={onConfirm}>
          Confirmer
        </Button>
      </div>
    </div>
  )
}

/** Creates the request with what the summary shows; a card payment goes on to the gateway's page. */
function useConfirm(refetchQuote: () => unknown) {
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const startCard = useStartCardPayment()
  const create = trpc.payments.create.useMutation({ onError: () => void refetchQuote() })
  const open = (id: number) => navigate({ to: '/student/payments/$id', params: { id: String(id) }, replace: true })

  function run(quote: PaymentQuote, method: PaymentMethod) {
    const body = { announcement_id: quote.announcement_id, plan: quote.plan, method, ...(quote.coupon ? { coupon_code: quote.coupon.code } : {}) }
    create.mutate(body, {
      onSuccess: ({ created, message, payment }) => {
        utils.payments.get.setData({ id: payment.id }, payment)
        void utils.payments.mine.invalidate()
        if (created && method === 'carte') return startCard.mutate({ id: payment.id }, { onError: () => void open(payment.id) })
        if (created) toast.success(message)
        else toast.info(message)
        void open(payment.id)
      },
    })
  }
  const offline = create.error !== null && errorStatus(create.error) === undefined
  const error = create.error ? (offline ? MESSAGES.cannotConnect : serverMessage(create.error, MESSAGES.genericRetry)) : undefined
  return { run, busy: create.isPending || startCard.isPending || startCard.isSuccess, error }
}

function EnrolSkeleton() {
  return (
    <div className="mx-auto max-w-lg space-y-5" aria-busy="true">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Inscription</h1>
      <p className="sr-only">Chargement du récapitulatif…</p>
      <Card className="space-y-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </Card>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  )
}

function EnrolProblem({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Inscription</h1>
      <Alert tone="error">{message}</Alert>
      <div className="flex flex-wrap gap-2">
        {onRetry ? <Button onClick={onRetry}>Réessayer</Button> : null}
        <Link to="/courses" className={buttonClasses('secondary')}>
          Voir les formations
        </Link>
      </div>
    </div>
  )
}

import { getRouteApi } from '@tanstack/react-router'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { InstalmentSchedule, type InstalmentPart, paidLine, PlanStatusBadge } from '../payments/InstalmentSchedule.tsx'

const route = getRouteApi('/admin/payments')

/** A part's reference; another part's request opens in this same panel. */
function PartReference({ part, current }: { part: InstalmentPart; current: number }) {
  const navigate = route.useNavigate()
  if (part.payment_id === null || part.reference === null) return null
  if (part.payment_id === current) return <span className="text-sm font-semibold text-muted">Cette demande</span>
  const id = part.payment_id
  return (
    <Button variant="secondary" size="sm" className="w-full font-mono sm:w-auto" onClick={() => void navigate({ search: (previous) => ({ ...previous, id }) })}>
      {part.reference}
    </Button>
  )
}

/** « Échéancier » on a part's request (DESIGN §18): where the plan stands, part by part. */
export function PaymentInstalments({ paymentId }: { paymentId: number }) {
  const plan = trpc.instalments.ofPayment.useQuery({ id: paymentId })
  return (
    <section aria-labelledby="payment-instalments-title" className="space-y-2">
      <h3 id="payment-instalments-title" className="flex flex-wrap items-center gap-2 text-sm font-bold text-brand-950">
        Échéancier
        {plan.data ? <PlanStatusBadge status={plan.data.status} /> : null}
      </h3>
      {plan.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : plan.isError || !plan.data ? (
        <Alert tone="error">L’échéancier n’a pas pu être chargé.</Alert>
      ) : (
        <>
          <p className="text-sm text-muted">{paidLine(plan.data)}</p>
          <InstalmentSchedule plan={plan.data} action={(part) => <PartReference part={part} current={paymentId} />} />
        </>
      )}
    </section>
  )
}

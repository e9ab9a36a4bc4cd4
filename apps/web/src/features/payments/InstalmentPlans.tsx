import { Link, useNavigate } from '@tanstack/react-router'
import { INSTALMENT_MESSAGES } from '@tutorat/contracts'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { InstalmentSchedule, type InstalmentPart, type InstalmentPlan, paidLine, PlanStatusBadge } from './InstalmentSchedule.tsx'

/** « Payer »: the part's request (the open one, or a new one at the plan's amount), then its page. */
function PayPart({ plan, part }: { plan: InstalmentPlan; part: InstalmentPart }) {
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const pay = trpc.instalments.pay.useMutation({
    onSuccess: ({ created, message, payment }) => {
      utils.payments.get.setData({ id: payment.id }, payment)
      if (created) {
        toast.success(message)
        void utils.payments.mine.invalidate()
        void utils.instalments.mine.invalidate()
      }
      void navigate({ to: '/student/payments/$id', params: { id: String(payment.id) } })
    },
    onError: (error) => toast.error(errorMessage(error, 'L’échéance n’a pas pu être ouverte. Réessayez.')),
  })
  const label = `Payer l’échéance ${part.part_number}`
  return (
    <Button className="w-full sm:w-auto" variant={part.status === 'en_retard' ? 'accent' : 'primary'} loading={pay.isPending} onClick={() => pay.mutate({ plan_id: plan.id, part_number: part.part_number })}>
      {label}
    </Button>
  )
}

function PartAction({ plan, part }: { plan: InstalmentPlan; part: InstalmentPart }) {
  if (part.payable) return <PayPart plan={plan} part={part} />
  if (part.payment_id === null || part.status === 'a_venir') return null
  return (
    <Link to="/student/payments/$id" params={{ id: String(part.payment_id) }} className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
      {part.status === 'payee' ? 'Voir le reçu' : 'Voir la demande'}
    </Link>
  )
}

function PlanCard({ plan }: { plan: InstalmentPlan }) {
  const titleId = `plan-${plan.id}-title`
  return (
    <Card id={`plan-${plan.id}`} role="article" aria-labelledby={titleId} className="scroll-mt-20 space-y-2 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-bold break-words text-brand-950">
          {plan.formation_title}
        </h3>
        <PlanStatusBadge status={plan.status} />
      </div>
      <p className="text-sm text-muted">{paidLine(plan)}</p>
      {plan.status === 'en_pause' && plan.paused_part !== null ? (
        <Alert tone="error" title={INSTALMENT_MESSAGES.paused(plan.paused_part)}>
          {INSTALMENT_MESSAGES.payToResume}
        </Alert>
      ) : null}
      <InstalmentSchedule plan={plan} action={(part) => <PartAction plan={plan} part={part} />} />
    </Card>
  )
}

/** « Échéancier » in « Mes paiements »: each plan the student chose, closed ones left out. */
export function InstalmentPlans() {
  const plans = trpc.instalments.mine.useQuery()
  const shown = plans.data?.filter((plan) => plan.status !== 'annulee') ?? []
  if (plans.isError) return <Alert tone="error">Votre échéancier n’a pas pu être chargé. Rechargez la page.</Alert>
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="instalments-title" className="space-y-3">
      <h2 id="instalments-title" className="text-lg font-bold text-brand-950">
        Échéancier
      </h2>
      {shown.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </section>
  )
}

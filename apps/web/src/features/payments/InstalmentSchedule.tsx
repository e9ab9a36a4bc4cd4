import type { RouterOutputs } from '@tutorat/api'
import { dirhams, INSTALMENT_PART_STATUS_LABELS, INSTALMENT_PLAN_STATUS_LABELS, type InstalmentPartStatus, type InstalmentPlanStatus } from '@tutorat/contracts'
import type { ReactNode } from 'react'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { calendarDay } from './format.ts'

// DESIGN §18 « Échéancier »: one row per part (amount, due day, status, what to do), read the same
// by the student in « Mes paiements » and by the super admin on a part's request.

export type InstalmentPlan = RouterOutputs['instalments']['mine'][number]
export type InstalmentPart = InstalmentPlan['parts'][number]

const PART_TONES: Record<InstalmentPartStatus, BadgeTone> = {
  payee: 'success',
  en_verification: 'brand',
  a_payer: 'warning',
  en_retard: 'danger',
  a_venir: 'neutral',
}
const PLAN_TONES: Record<InstalmentPlanStatus, BadgeTone> = {
  en_attente: 'warning',
  en_cours: 'brand',
  en_pause: 'danger',
  soldee: 'success',
  annulee: 'neutral',
}

export const PlanStatusBadge = ({ status }: { status: InstalmentPlanStatus }) => <Badge tone={PLAN_TONES[status]}>{INSTALMENT_PLAN_STATUS_LABELS[status]}</Badge>

/** « Le 12/01/2027 », or when it is not known yet: 30 days after the first part is validated. */
function dueLine(part: InstalmentPart) {
  if (part.status === 'payee') return part.due_on ? `Échéance du ${calendarDay(part.due_on)}` : 'Payée'
  if (!part.due_on) return '30 jours après la validation de l’échéance précédente'
  if (part.part_number === 1) return 'À payer dès maintenant'
  return `À payer au plus tard le ${calendarDay(part.due_on)}`
}

interface ScheduleProps {
  plan: InstalmentPlan
  /** what a row offers: the student's « Payer », the admin's reference */
  action?: (part: InstalmentPart) => ReactNode
}

/** The parts as a list: on a phone each row is the part, its badge, and one full-width button. */
export function InstalmentSchedule({ plan, action }: ScheduleProps) {
  return (
    <ol className="divide-y divide-line" aria-label={`Échéancier de « ${plan.formation_title} »`}>
      {plan.parts.map((part) => (
        <li key={part.part_number} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
          <div className="min-w-0 flex-1 basis-56 space-y-0.5">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-brand-950">
                Échéance {part.part_number} sur {plan.parts_count}
              </span>
              <Badge tone={PART_TONES[part.status]}>{INSTALMENT_PART_STATUS_LABELS[part.status]}</Badge>
            </p>
            <p className="text-sm text-muted">{dueLine(part)}</p>
          </div>
          <span className="text-lg font-extrabold text-brand-950 tabular-nums">{dirhams(part.amount_mad)}</span>
          {action ? <div className="w-full sm:w-auto">{action(part)}</div> : null}
        </li>
      ))}
    </ol>
  )
}

/** « 500 DH payés sur 1 200 DH » */
export const paidLine = (plan: InstalmentPlan) => `${dirhams(plan.paid_mad)} payés sur ${dirhams(plan.total_mad)}`

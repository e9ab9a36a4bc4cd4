import { startDateText } from '@tutorat/contracts'
import { CalendarDays, CalendarClock, Clock, type LucideIcon, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { accessLength } from '../../payments/access-length.ts'
import { type Formation, instalmentsText, seatsText } from '../format.ts'
import { PriceTag } from '../PriceTag.tsx'

function Fact({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-sm text-muted">
        <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="pl-7 font-semibold break-words text-ink">{children}</dd>
    </div>
  )
}

/** What a visitor decides on: the price (and the plan in parts), the start, the schedule, the seats left. */
export function FormationFacts({ formation }: { formation: Formation }) {
  const plan = instalmentsText(formation.instalments)
  const seats = seatsText(formation.seats_left)
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <PriceTag formation={formation} large />
        {plan ? <p className="text-sm text-muted">{plan}</p> : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {formation.starts_on ? (
          <Fact Icon={CalendarDays} label="Début">
            <time dateTime={formation.starts_on}>{startDateText(formation.starts_on)}</time>
          </Fact>
        ) : null}
        {seats ? (
          <Fact Icon={Users} label="Places">
            <span className={formation.seats_left !== null && formation.seats_left <= 5 ? 'text-accent-800' : undefined}>{seats}</span>
          </Fact>
        ) : null}
        {formation.schedule ? (
          <Fact Icon={Clock} label="Horaires">
            {formation.schedule}
          </Fact>
        ) : null}
        {formation.duration_days !== null ? (
          <Fact Icon={CalendarClock} label="Accès aux cours">
            {accessLength(formation.duration_days)}
          </Fact>
        ) : null}
      </dl>
    </div>
  )
}

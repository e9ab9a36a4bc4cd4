import type { PublicExam } from '@tutorat/contracts'
import { CalendarClock, ListChecks, type LucideIcon, Timer } from 'lucide-react'
import type { ReactNode } from 'react'
import { durationLabel, questionsLabel, windowLabel } from './format.ts'

type Facts = Pick<PublicExam, 'time_limit_minutes' | 'question_count' | 'opens_at_local' | 'closes_at_local'>

/** Duration, number of questions and window of one exam (Casablanca time), then the card's own lines. */
export function ExamFacts({ exam, children }: { exam: Facts; children?: ReactNode }) {
  return (
    <dl className="space-y-1.5 text-sm text-ink">
      <Fact Icon={Timer} term="Durée">
        {durationLabel(exam.time_limit_minutes)}
      </Fact>
      <Fact Icon={ListChecks} term="Questions">
        {questionsLabel(exam.question_count)}
      </Fact>
      <Fact Icon={CalendarClock} term="Période (heure de Casablanca)">
        {windowLabel(exam)}
      </Fact>
      {children}
    </dl>
  )
}

interface FactProps {
  Icon: LucideIcon
  term: string
  /** written out when the value alone would not say what it is */
  showTerm?: boolean
  children: ReactNode
}

/** One line: an icon standing for its term (read out to screen readers), then the value. */
export function Fact({ Icon, term, showTerm = false, children }: FactProps) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-start gap-2">
        <Icon className="mt-0.5 size-4 text-brand-700" aria-hidden="true" />
        <span className={showTerm ? undefined : 'sr-only'}>{showTerm ? `${term} :` : term}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  )
}

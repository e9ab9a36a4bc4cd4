import { Link } from '@tanstack/react-router'
import { ChevronRight, Trophy } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { Card } from '../../ui/Card.tsx'
import { useNow } from '../sessions/use-now.ts'
import { AttemptRow, isRunning } from './ExamAttempts.tsx'
import { ExamsLoadAlert } from './ExamsLoadAlert.tsx'
import { examAction } from './exam-state.ts'

const RESULTS_SHOWN = 3

/**
 * « Mes concours » on the dashboard: a paper to resume first, then the last notes, and how many
 * exams are open to take. Asked for once the page shows (not with the courses): nothing at all
 * when the student has neither a copy nor an exam to take.
 */
export function DashboardExams() {
  const attempts = trpc.exams.myAttempts.useQuery()
  const exams = trpc.exams.available.useQuery()
  const now = useNow()
  // a failed refresh keeps what was loaded (the dashboard says « hors ligne » once, over the courses)
  if (!attempts.data || !exams.data) {
    if (!attempts.isError && !exams.isError) return null
    const retry = () => {
      void attempts.refetch()
      void exams.refetch()
    }
    return <ExamsLoadAlert message="Vos concours n’ont pas pu être chargés." retrying={attempts.isFetching || exams.isFetching} onRetry={retry} />
  }
  const running = attempts.data.filter((attempt) => isRunning(attempt, now))
  const results = attempts.data.filter((attempt) => attempt.score_20 !== null).slice(0, RESULTS_SHOWN)
  const toTake = exams.data.filter((exam) => examAction(exam).kind === 'start').length
  if (running.length === 0 && results.length === 0 && toTake === 0) return null
  return (
    <section aria-labelledby="mes-concours" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="mes-concours" className="text-lg font-bold text-brand-950">
          Mes concours
        </h2>
        <Link to="/student/exams" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
          Tous mes concours
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <Card className="divide-y divide-line">
        {running.length + results.length > 0 ? (
          <ul className="divide-y divide-line">
            {[...running, ...results].map((attempt) => (
              <AttemptRow key={attempt.id} attempt={attempt} now={now} />
            ))}
          </ul>
        ) : null}
        {toTake > 0 ? (
          <p className="flex items-center gap-2 p-4 text-sm text-ink">
            <Trophy className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
            {toTake > 1 ? `${toTake} concours ouverts vous attendent.` : 'Un concours ouvert vous attend.'}
          </p>
        ) : null}
      </Card>
    </section>
  )
}

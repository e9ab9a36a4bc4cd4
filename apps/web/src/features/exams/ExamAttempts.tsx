import { Link } from '@tanstack/react-router'
import { ATTEMPT_STATUS_LABELS, type AttemptStatus, type AttemptSummary } from '@tutorat/contracts'
import { FileText, Play } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { moroccoDate } from '../payments/format.ts'
import { useNow } from '../sessions/use-now.ts'
import { over20, rawScoreLabel } from './format.ts'
import { TitledSection } from '../../ui/TitledSection.tsx'

const STATUS_TONES: Record<AttemptStatus, BadgeTone> = { en_cours: 'warning', soumise: 'success', expiree: 'neutral' }

/** « Mes copies »: every paper of the student, latest first, each with its note and its link. */
export function ExamAttempts() {
  const attempts = trpc.exams.myAttempts.useQuery()
  const now = useNow()
  return (
    <TitledSection id="mes-copies" title="Mes copies">
      {attempts.isPending ? (
        <Skeleton className="h-40 w-full rounded-card" />
      ) : attempts.isError ? (
        <ErrorState title="Vos copies n’ont pas pu être chargées." onRetry={() => void attempts.refetch()} retrying={attempts.isFetching} />
      ) : attempts.data.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white p-4 text-sm text-muted">
          Vous n’avez encore passé aucun concours : vos copies et vos notes apparaîtront ici.
        </p>
      ) : (
        <Card>
          <ul className="divide-y divide-line">
            {attempts.data.map((attempt) => (
              <AttemptRow key={attempt.id} attempt={attempt} now={now} />
            ))}
          </ul>
        </Card>
      )}
    </TitledSection>
  )
}

/** A paper still within its time: « Reprendre » rather than « Voir la copie ». */
export const isRunning = (attempt: Pick<AttemptSummary, 'status' | 'deadline_at'>, now: number) => attempt.status === 'en_cours' && Date.parse(attempt.deadline_at) > now

/** One paper: exam, attempt, status, day (Casablanca), note over 20 and the way to it. */
export function AttemptRow({ attempt, now }: { attempt: AttemptSummary; now: number }) {
  const running = isRunning(attempt, now)
  const day = attempt.submitted_at ? `rendue le ${moroccoDate(attempt.submitted_at)}` : `commencée le ${moroccoDate(attempt.started_at)}`
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-bold break-words text-brand-950">{attempt.exam_title}</h3>
          <Badge tone={STATUS_TONES[attempt.status]}>{ATTEMPT_STATUS_LABELS[attempt.status]}</Badge>
        </div>
        <p className="text-sm text-muted">
          Tentative {attempt.attempt_number}, {day}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:shrink-0 sm:justify-end">
        {attempt.score_20 !== null && attempt.score !== null ? (
          <p className="text-right">
            <span className="block text-lg font-extrabold text-brand-950 tabular-nums">
              <span className="sr-only">Note : </span>
              {over20(attempt.score_20)}
            </span>
            <span className="block text-xs text-muted tabular-nums">
              {rawScoreLabel(attempt.score, attempt.max_score)}
            </span>
          </p>
        ) : null}
        <Link
          to="/student/attempts/$id"
          params={{ id: String(attempt.id) }}
          aria-label={`${running ? 'Reprendre' : 'Voir la copie'} « ${attempt.exam_title} », tentative ${attempt.attempt_number}`}
          className={buttonClasses(running ? 'accent' : 'secondary', 'sm')}
        >
          {running ? <Play className="size-4" aria-hidden="true" /> : <FileText className="size-4" aria-hidden="true" />}
          {running ? 'Reprendre' : 'Voir la copie'}
        </Link>
      </div>
    </li>
  )
}

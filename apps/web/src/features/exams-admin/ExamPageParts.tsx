import { Link } from '@tanstack/react-router'
import { type AdminExam, EXAM_MESSAGES } from '@tutorat/contracts'
import { BackLink } from '../../ui/BackLink.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { PublishedBadge } from './columns.tsx'
import { errorDetail } from '../courses/feedback.ts'
import { audienceLabel, copiesLabel, windowLabel } from './format.ts'
import { DETAIL_ERROR } from './use-exams.ts'

export function BackToExams() {
  return <BackLink to="/admin/exams" look="text">Retour aux concours</BackLink>
}

/** Under the title: who takes it, its state, its copies and its dates. */
export function ExamSummary({ exam }: { exam: AdminExam }) {
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <PublishedBadge exam={exam} />
        <span>{audienceLabel(exam)}</span>
        <span aria-hidden="true">·</span>
        <span>{copiesLabel(exam)}</span>
      </p>
      <p className="text-sm">{windowLabel(exam)} (heure de Casablanca)</p>
    </div>
  )
}

interface ExamLoadErrorProps {
  /** no such exam (or not the admin's): nothing to retry */
  missing: boolean
  query: { error: unknown; isRefetching: boolean; refetch: () => unknown }
  title?: string
}

/** An exam page whose exam did not load: why, a retry when it may help, and the way back. */
export function ExamLoadError({ missing, query, title = DETAIL_ERROR }: ExamLoadErrorProps) {
  return (
    <ErrorState
      title={title}
      {...(missing ? {} : { onRetry: () => void query.refetch(), retrying: query.isRefetching })}
      action={
        <Link to="/admin/exams" className={buttonClasses('secondary')}>
          Retour aux concours
        </Link>
      }
    >
      {missing ? EXAM_MESSAGES.notFound : errorDetail(query.error, title)}
    </ErrorState>
  )
}

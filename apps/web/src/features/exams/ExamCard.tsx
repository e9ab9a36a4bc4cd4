import { Link } from '@tanstack/react-router'
import type { StudentExam } from '@tutorat/contracts'
import { FileText, Play, RotateCcw, Trophy } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { copyToView, examAction, STATE_BADGES } from './exam-state.ts'
import { ExamFacts, Fact } from './ExamFacts.tsx'
import { ExamStartButton } from './ExamStartButton.tsx'
import { FREE_EXAM, over20 } from './format.ts'

/** The grid every list of exam cards uses: one column on a phone, two from `lg`. */
export const EXAM_GRID = 'grid gap-4 lg:grid-cols-2'

interface ExamCardProps {
  exam: StudentExam
  /** off on the course page, where every quiz is of that course */
  showCourse?: boolean
  /** the exam a link pointed at (`?exam=`): set apart, and focused by the page */
  highlighted?: boolean
}

export const examCardId = (id: number) => `concours-${id}`

/** One exam of « Mes concours » and of a course's quizzes: what, when, where the student stands, and the way in. */
export function ExamCard({ exam, showCourse = true, highlighted = false }: ExamCardProps) {
  const badge = STATE_BADGES[exam.state]
  const titleId = `${examCardId(exam.id)}-titre`
  return (
    <article
      id={examCardId(exam.id)}
      aria-labelledby={titleId}
      tabIndex={highlighted ? -1 : undefined}
      className={cn(
        'flex h-full scroll-mt-24 flex-col gap-3 rounded-card border bg-white p-4 shadow-card focus:outline-none sm:p-5',
        highlighted ? 'border-accent-400 ring-2 ring-accent-400' : 'border-line',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-bold break-words text-brand-950">
            {exam.title}
          </h3>
          {showCourse ? <p className="text-sm text-muted">{exam.is_public ? FREE_EXAM : exam.course_title}</p> : null}
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      {exam.description ? <p className="line-clamp-3 text-sm whitespace-pre-line text-muted">{exam.description}</p> : null}
      <ExamFacts exam={exam}>
        <Fact Icon={RotateCcw} term="Tentatives">
          {exam.attempts_used}/{exam.max_attempts} {exam.max_attempts > 1 ? 'tentatives utilisées' : 'tentative utilisée'}
        </Fact>
        {exam.best_score_20 !== null ? (
          <Fact Icon={Trophy} term="Meilleure note" showTerm>
            <span className="font-semibold">{over20(exam.best_score_20)}</span>
          </Fact>
        ) : null}
      </ExamFacts>
      <ExamActions exam={exam} />
    </article>
  )
}

function ExamActions({ exam }: { exam: StudentExam }) {
  const action = examAction(exam)
  const copy = copyToView(exam)
  const reasonId = `${examCardId(exam.id)}-raison`
  return (
    <div className="mt-auto space-y-2 pt-1">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {action.kind === 'resume' ? (
          <Link to="/student/attempts/$id" params={{ id: String(action.attemptId) }} aria-label={`Reprendre « ${exam.title} »`} className={buttonClasses('accent')}>
            <Play className="size-4" aria-hidden="true" />
            Reprendre
          </Link>
        ) : action.kind === 'start' ? (
          <ExamStartButton exam={exam} />
        ) : (
          <Button variant="secondary" disabled aria-label={`Commencer « ${exam.title} »`} aria-describedby={reasonId}>
            <Play className="size-4" aria-hidden="true" />
            Commencer
          </Button>
        )}
        {copy !== null ? (
          <Link to="/student/attempts/$id" params={{ id: String(copy) }} aria-label={`Voir ma copie de « ${exam.title} »`} className={buttonClasses('ghost')}>
            <FileText className="size-4" aria-hidden="true" />
            Voir ma copie
          </Link>
        ) : null}
      </div>
      {action.kind === 'blocked' ? (
        <p id={reasonId} className="text-sm text-muted">
          {action.reason}
        </p>
      ) : null}
    </div>
  )
}

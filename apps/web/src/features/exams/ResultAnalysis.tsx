import { useNavigate } from '@tanstack/react-router'
import { type Attempt, type AttemptSection, EXAM_MESSAGES, type TopicResult } from '@tutorat/contracts'
import { Dumbbell } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { TitledSection } from '../../ui/TitledSection.tsx'
import { formatNumber } from './paper-format.ts'

// DESIGN §19: what a student reads after the score: each section and each topic, the topics under
// 50 % flagged as the ones to work on, and the way to start working on them.

const percent = (accuracy: number) => `${Math.round(accuracy * 100)}\u00a0%`

/** « Vous faites mieux que 72 % des candidats » — the share of other ranked copies scoring lower. */
export const percentileLabel = (percentile: number) => `Vous faites mieux que ${percentile}\u00a0% des candidats`

function AccuracyBar({ accuracy, weak }: { accuracy: number; weak: boolean }) {
  return (
    <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div className={cn('h-full rounded-full', weak ? 'bg-red-600' : 'bg-emerald-600')} style={{ width: `${Math.round(Math.min(1, Math.max(0, accuracy)) * 100)}%` }} />
    </div>
  )
}

function SectionRows({ sections }: { sections: readonly AttemptSection[] }) {
  return (
    <TitledSection id="result-sections" title="Par section">
      <Card className="p-4 sm:p-6">
        <ul className="space-y-4">
          {sections.map((section) => (
            <li key={section.position} className="space-y-1.5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-ink">
                  {section.position}. {section.title}
                </span>
                <span className="text-sm text-muted tabular-nums">
                  {section.score === null ? '—' : `${formatNumber(Math.max(0, section.score))} / ${formatNumber(section.max_score)}`}
                  {section.accuracy === null ? '' : ` · ${percent(section.accuracy)}`}
                </span>
              </p>
              {section.accuracy === null ? null : <AccuracyBar accuracy={section.accuracy} weak={false} />}
            </li>
          ))}
        </ul>
      </Card>
    </TitledSection>
  )
}

function TopicRows({ topics }: { topics: readonly TopicResult[] }) {
  const weak = topics.filter((topic) => topic.weak)
  return (
    <TitledSection id="result-topics" title="Par thème">
      {weak.length > 0 ? (
        <p className="text-sm text-ink">
          {weak.length === 1 ? 'Un thème à travailler en priorité :' : `${weak.length} thèmes à travailler en priorité :`}{' '}
          <strong>{weak.map((topic) => topic.topic).join(', ')}</strong>.
        </p>
      ) : (
        <p className="text-sm text-ink">Aucun thème sous 50&nbsp;% : continuez ainsi&nbsp;!</p>
      )}
      <Card className="p-4 sm:p-6">
        <ul className="space-y-4" aria-label="Réussite par thème">
          {topics.map((topic) => (
            <li key={topic.topic} className="space-y-1.5">
              <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {topic.topic}
                  {topic.weak ? <Badge tone="danger">Point faible</Badge> : null}
                </span>
                <span className="text-sm text-muted tabular-nums">
                  {percent(topic.accuracy)} · {topic.questions === 1 ? '1 question' : `${topic.questions} questions`}
                </span>
              </p>
              <AccuracyBar accuracy={topic.accuracy} weak={topic.weak} />
            </li>
          ))}
        </ul>
      </Card>
    </TitledSection>
  )
}

/** « S'entraîner sur mes points faibles »: ten bank questions of those topics, untimed, never ranked. */
function PracticeButton({ attemptId }: { attemptId: number }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | undefined>()
  const start = trpc.exams.startPractice.useMutation({
    onSuccess: (practice) => void navigate({ to: '/student/practice/$id', params: { id: String(practice.id) } }),
    onError: (failure) => setError(serverMessage(failure, 'L’entraînement n’a pas pu être préparé. Réessayez dans un instant.')),
  })
  return (
    <div className="space-y-3">
      <Button variant="accent" size="lg" className="w-full sm:w-auto" loading={start.isPending} onClick={() => start.mutate({ attempt_id: attemptId })}>
        <Dumbbell className="size-5" aria-hidden="true" />
        S’entraîner sur mes points faibles
      </Button>
      <p className="text-sm text-muted">10 questions de la banque sur ces thèmes, sans chronomètre ni classement.</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  )
}

/** The sections (when more than one), the topics and the practice. */
export function ResultAnalysis({ attempt }: { attempt: Attempt }) {
  const sections = attempt.sections ?? []
  const topics = attempt.topics ?? []
  const scored = attempt.score !== null
  return (
    <>
      {sections.length > 1 ? <SectionRows sections={sections} /> : null}
      {topics.length > 0 ? <TopicRows topics={topics} /> : null}
      {scored && topics.some((topic) => topic.weak) ? <PracticeButton attemptId={attempt.id} /> : null}
      {scored && topics.length > 0 && !topics.some((topic) => topic.weak) ? <p className="text-sm text-muted">{EXAM_MESSAGES.practiceNoWeak}</p> : null}
    </>
  )
}

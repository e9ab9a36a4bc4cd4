import { getRouteApi, Link } from '@tanstack/react-router'
import { type AnswerValue, EXAM_MESSAGES, type Practice } from '@tutorat/contracts'
import { ArrowLeft, CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { serverMessage, statusOf } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { BackLink } from '../../ui/BackLink.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { NotFoundState } from '../../ui/NotFoundState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { positiveId } from '../payments/ids.ts'
import { isAnswered } from './answer-values.ts'
import { formatNumber, pointsLabel } from './paper-format.ts'
import { QuestionCard } from './QuestionCard.tsx'
import { ReviewQuestion } from './ReviewQuestion.tsx'

const route = getRouteApi('/student/practice/$id')
const NO_STATE = { kind: 'none' } as const

/** /student/practice/{id} (DESIGN §19): ten bank questions on the weak topics of a copy, untimed, corrected at once, never ranked. */
export function PracticePage() {
  const id = positiveId(route.useParams().id)
  return id === undefined ? <PracticeNotFound /> : <PracticeLoader id={id} />
}

function PracticeNotFound() {
  return <NotFoundState title={EXAM_MESSAGES.practiceNotFound} backTo="/student/exams" backLabel="Mes concours" />
}

function PracticeLoader({ id }: { id: number }) {
  const query = trpc.exams.practice.useQuery({ id })
  if (query.data) return <PracticeView key={query.data.id} practice={query.data} />
  if (statusOf(query.error) === 404) return <PracticeNotFound />
  if (query.isError) return <ErrorState title="L’entraînement n’a pas pu être chargé." onRetry={() => void query.refetch()} retrying={query.isFetching} />
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-80 w-full rounded-card" />
    </div>
  )
}

function PracticeView({ practice }: { practice: Practice }) {
  useDocumentTitle('Entraînement sur mes points faibles')
  const utils = trpc.useUtils()
  const [answers, setAnswers] = useState<ReadonlyMap<number, AnswerValue>>(() => new Map())
  const submit = trpc.exams.submitPractice.useMutation({ onSuccess: (done) => utils.exams.practice.setData({ id: practice.id }, done) })
  const done = practice.submitted_at !== null
  const answerOf = (questionId: number) => answers.get(questionId) ?? null
  const answered = practice.questions.filter((question) => isAnswered(answerOf(question.id))).length
  const send = () => submit.mutate({ id: practice.id, answers: practice.questions.map((question) => ({ question_id: question.id, answer: answerOf(question.id) })) })
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/student/exams">Mes concours</BackLink>}
        title="Entraînement sur mes points faibles"
        description={`${practice.topics.join(', ')} · sans chronomètre, sans classement.`}
      />
      {done ? <PracticeScore practice={practice} /> : null}
      <ol className="space-y-4" aria-label="Questions">
        {practice.questions.map((question) => {
          const item = practice.review?.find((entry) => entry.question_id === question.id)
          return (
            <li key={question.id}>
              {done && item ? (
                <ReviewQuestion question={question} item={item} answer={answerOf(question.id)} />
              ) : (
                <QuestionCard
                  question={question}
                  total={practice.questions.length}
                  answer={answerOf(question.id)}
                  state={NO_STATE}
                  onAnswer={(questionId, value) => setAnswers((map) => new Map(map).set(questionId, value))}
                  locked={done || submit.isPending}
                />
              )}
            </li>
          )
        })}
      </ol>
      {done ? (
        <Link to="/student/exams" className={buttonClasses('secondary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Mes concours
        </Link>
      ) : (
        // after the last question, in the page's flow: the student space's tab bar owns the bottom of a phone's screen
        <Card className="space-y-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-semibold text-muted tabular-nums">
              {answered}/{practice.questions.length} répondues
            </p>
            <Button onClick={send} loading={submit.isPending}>
              <CheckCheck className="size-4" aria-hidden="true" />
              Corriger mes réponses
            </Button>
          </div>
          {submit.error ? <Alert tone="error">{serverMessage(submit.error, 'La correction n’a pas pu être faite. Vérifiez votre connexion, puis réessayez.')}</Alert> : null}
        </Card>
      )}
    </div>
  )
}

function PracticeScore({ practice }: { practice: Practice }) {
  return (
    <Card className="p-6 text-center">
      <h2 className="text-sm font-bold tracking-wide text-muted uppercase">Votre résultat</h2>
      {practice.score_20 === null || practice.score === null ? null : (
        <>
          <p className="mt-2 text-5xl font-extrabold text-brand-950 tabular-nums">
            {formatNumber(practice.score_20)}
            <span className="text-2xl text-muted"> / 20</span>
          </p>
          <p className="mt-2 text-muted">
            {formatNumber(practice.score)} sur {pointsLabel(practice.max_score)} · un entraînement n’entre dans aucun classement.
          </p>
        </>
      )}
    </Card>
  )
}

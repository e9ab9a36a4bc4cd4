import { Link } from '@tanstack/react-router'
import { ATTEMPT_STATUS_LABELS, type Attempt } from '@tutorat/contracts'
import { ArrowLeft, Trophy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { BackLink } from '../../ui/BackLink.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { moroccoDateTime } from '../payments/format.ts'
import { discardQueue } from './offline-queue.ts'
import { formatNumber, pointsLabel, rankLabel } from './paper-format.ts'
import { percentileLabel, ResultAnalysis } from './ResultAnalysis.tsx'
import { ReviewList } from './ReviewList.tsx'
import { SeriesStanding } from './SeriesStanding.tsx'

const backLink = <BackLink to="/student/exams">Mes concours</BackLink>

function handedIn(attempt: Attempt): string {
  const when = attempt.submitted_at ? `, le ${moroccoDateTime(attempt.submitted_at)}` : ''
  const number = attempt.attempt_number > 1 ? `Tentative ${attempt.attempt_number} · ` : ''
  return `${number}${ATTEMPT_STATUS_LABELS[attempt.status]}${when}`
}

/** Answers this device kept for a paper that closed before they reached the server: said once, then forgotten. */
function useLostAnswers(attemptId: number): number {
  const [lost, setLost] = useState(0)
  useEffect(() => {
    const count = discardQueue(attemptId)
    if (count > 0) setLost(count)
  }, [attemptId])
  return lost
}

function ScoreCard({ attempt }: { attempt: Attempt }) {
  return (
    <Card className="p-6 text-center sm:p-8">
      <h2 className="text-sm font-bold tracking-wide text-muted uppercase">Votre note</h2>
      {attempt.score_20 === null || attempt.score === null ? (
        <p className="mt-3 text-lg font-semibold text-brand-950">La note est en cours de calcul : revenez dans un instant.</p>
      ) : (
        <>
          <p className="mt-2 font-extrabold text-brand-950 tabular-nums">
            <span className="text-6xl sm:text-7xl">{formatNumber(attempt.score_20)}</span>
            <span className="text-2xl text-muted" aria-hidden="true">
              {' '}
              / 20
            </span>
            <span className="sr-only"> sur 20</span>
          </p>
          <p className="mt-2 text-muted">
            {formatNumber(attempt.score)} sur {pointsLabel(attempt.max_score)}
          </p>
        </>
      )}
      {attempt.rank !== null ? (
        <p className="mt-5 inline-flex flex-wrap items-center justify-center gap-x-2 rounded-full bg-accent-50 px-4 py-1.5 text-accent-900 ring-1 ring-accent-200 ring-inset">
          <Trophy className="size-4" aria-hidden="true" />
          <span className="font-bold">{rankLabel(attempt.rank, attempt.ranked_count)}</span>
          <span className="text-sm">(premières tentatives)</span>
        </p>
      ) : null}
      {attempt.percentile !== null && attempt.percentile !== undefined ? (
        <p className="mt-3 font-semibold text-brand-900">{percentileLabel(attempt.percentile)}</p>
      ) : null}
    </Card>
  )
}

/** A handed-in paper: the score over 20, the raw score, the rank, then the correction or why there is none yet. */
export function AttemptResult({ attempt }: { attempt: Attempt }) {
  useDocumentTitle(`Résultat : ${attempt.exam_title}`)
  const lost = useLostAnswers(attempt.id)
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader eyebrow={backLink} title={attempt.exam_title} description={handedIn(attempt)} />
      {lost > 0 ? (
        <Alert tone="error">
          {lost === 1
            ? 'Une réponse gardée sur cet appareil n’a pas atteint le serveur avant la clôture de la copie : elle n’est pas comptée.'
            : `${lost} réponses gardées sur cet appareil n’ont pas atteint le serveur avant la clôture de la copie : elles ne sont pas comptées.`}
        </Alert>
      ) : null}
      <ScoreCard attempt={attempt} />
      <ResultAnalysis attempt={attempt} />
      <SeriesStanding attempt={attempt} />
      {attempt.review_available && attempt.review ? (
        <ReviewList attempt={attempt} review={attempt.review} />
      ) : attempt.review_note ? (
        <Alert title="Correction">{attempt.review_note}</Alert>
      ) : null}
      <Link to="/student/exams" className={buttonClasses('secondary')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Mes concours
      </Link>
    </div>
  )
}

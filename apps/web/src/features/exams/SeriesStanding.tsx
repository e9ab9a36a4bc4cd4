import type { Attempt } from '@tutorat/contracts'
import { ListOrdered } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { Card } from '../../ui/Card.tsx'
import { TitledSection } from '../../ui/TitledSection.tsx'
import { formatNumber, rankLabel } from './paper-format.ts'

// DESIGN §19: a concours blanc may belong to a series; the student reads their own standing over
// it (never another student's name). The attempt names its series in `series_id`.
export const seriesIdOf = (attempt: Attempt): number | null => attempt.series_id ?? null

export function SeriesStanding({ attempt }: { attempt: Attempt }) {
  const seriesId = seriesIdOf(attempt)
  return seriesId === null || attempt.score === null ? null : <SeriesStandingCard seriesId={seriesId} />
}

function SeriesStandingCard({ seriesId }: { seriesId: number }) {
  // a student who took no exam of it is told 404: the card simply stays away
  const query = trpc.exams.mySeriesStanding.useQuery({ id: seriesId }, { retry: false })
  const standing = query.data
  if (!standing) return null
  return (
    <TitledSection id="result-series" title={`Série : ${standing.series.title}`}>
      <Card className="space-y-3 p-4 sm:p-6">
        <p className="flex flex-wrap items-center gap-2 font-bold text-brand-950">
          <ListOrdered className="size-5" aria-hidden="true" />
          {rankLabel(standing.rank, standing.ranked_count)} · {formatNumber(standing.total_20)} points
        </p>
        <p className="text-sm text-muted">Vous faites mieux que {standing.percentile}&nbsp;% des candidats de la série.</p>
        <ul className="divide-y divide-line text-sm">
          {standing.exams.map((exam) => (
            <li key={exam.id} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 text-ink">{exam.title}</span>
              <span className="shrink-0 font-semibold text-ink tabular-nums">{exam.score_20 === null ? 'non passé' : `${formatNumber(exam.score_20)} / 20`}</span>
            </li>
          ))}
        </ul>
      </Card>
    </TitledSection>
  )
}

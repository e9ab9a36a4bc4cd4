import { getRouteApi } from '@tanstack/react-router'
import { EXAM_MESSAGES } from '@tutorat/contracts'
import { statusOf } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { NotFoundState } from '../../ui/NotFoundState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { positiveId } from '../payments/ids.ts'
import { AttemptResult } from './AttemptResult.tsx'
import { PaperView } from './PaperView.tsx'

const route = getRouteApi('/student/attempts/$id')

/** /student/attempts/{id}: the paper while it runs (taken, resumed here or on another device), its result and correction once handed in. */
export function AttemptPage() {
  const id = positiveId(route.useParams().id)
  return id === undefined ? <AttemptNotFound /> : <AttemptLoader id={id} />
}

function AttemptNotFound() {
  return <NotFoundState title={EXAM_MESSAGES.attemptNotFound} backTo="/student/exams" backLabel="Mes concours" />
}

function AttemptLoader({ id }: { id: number }) {
  // another student's copy answers 404 like a missing one
  const query = trpc.exams.attempt.useQuery({ id })
  // a paper on screen stays there when a later refetch fails (offline in the middle of it)
  if (query.data) {
    // a new section is a new paper on screen (its questions, its countdown): keyed by it
    const section = query.data.sections?.find((s) => s.state === 'ouverte')?.position ?? 0
    return query.data.status === 'en_cours' ? <PaperView key={`${query.data.id}-${section}`} attempt={query.data} arrivedAt={query.dataUpdatedAt} /> : <AttemptResult attempt={query.data} />
  }
  if (statusOf(query.error) === 404) return <AttemptNotFound />
  if (query.isError) return <ErrorState title="La copie n’a pas pu être chargée." onRetry={() => void query.refetch()} retrying={query.isFetching} />
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-80 w-full rounded-card" />
    </div>
  )
}

import { CalendarX2 } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CalendarCard } from './CalendarCard.tsx'
import { SessionCard } from './SessionCard.tsx'
import { isAhead, sessionPhase } from './timing.ts'
import { useNow } from './use-now.ts'

/** /student/sessions « Mes séances »: the live sessions to come (cancelled ones shown as such) and the calendar feed. */
export function SessionsPage() {
  useDocumentTitle('Mes séances')
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">Mes séances</h1>
        <p className="text-muted">Vos cours en direct sur Google Meet, à l’heure de Casablanca.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <UpcomingList />
        <CalendarCard />
      </div>
    </div>
  )
}

function UpcomingList() {
  const sessions = trpc.sessions.mine.useQuery()
  const now = useNow()
  if (sessions.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-40 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
    )
  }
  if (sessions.isError) return <ErrorState title="Vos séances n’ont pas pu être chargées." onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
  // a session that ends while the page is open leaves the list
  const shown = sessions.data.filter((session) => sessionPhase(session, now) !== 'ended')
  if (shown.length === 0) {
    return (
      <EmptyState Icon={CalendarX2} title="Aucune séance prévue pour le moment">
        Les séances de vos cours apparaîtront ici dès qu’elles seront planifiées. Vous serez aussi prévenu par message.
      </EmptyState>
    )
  }
  const next = shown.find((session) => isAhead(session, now))
  return (
    <section aria-labelledby="prochaines-seances" className="space-y-3">
      <h2 id="prochaines-seances" className="sr-only">
        Prochaines séances
      </h2>
      <ul className="space-y-3">
        {shown.map((session) => (
          <li key={session.id}>
            <SessionCard session={session} now={now} next={session === next} />
          </li>
        ))}
      </ul>
    </section>
  )
}

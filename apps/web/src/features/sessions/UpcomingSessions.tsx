import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { JoinButton } from './JoinButton.tsx'
import { SessionFacts } from './SessionFacts.tsx'
import { canJoin, isAhead } from './timing.ts'
import { useNow } from './use-now.ts'

const SHOWN = 3

/** « Prochaines séances » on the dashboard: the next three, nothing at all when there are none. */
export function UpcomingSessions() {
  const sessions = trpc.sessions.mine.useQuery()
  const now = useNow()
  // a failed refresh keeps what was loaded (the dashboard says « hors ligne » once, over the courses)
  if (sessions.isError && sessions.data === undefined) {
    return (
      <Alert tone="error">
        Vos prochaines séances n’ont pas pu être chargées.{' '}
        <Button variant="ghost" size="sm" loading={sessions.isFetching} onClick={() => void sessions.refetch()}>
          Réessayer
        </Button>
      </Alert>
    )
  }
  const next = (sessions.data ?? []).filter((session) => isAhead(session, now)).slice(0, SHOWN)
  if (next.length === 0) return null
  return (
    <section aria-labelledby="prochaines-seances" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="prochaines-seances" className="text-lg font-bold text-brand-950">
          Prochaines séances
        </h2>
        <Link to="/student/sessions" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
          Toutes mes séances
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <Card>
        <ul className="divide-y divide-line">
          {next.map((session) => (
            <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <SessionFacts session={session} now={now} />
              {canJoin(session, now) ? <JoinButton session={session} now={now} /> : null}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  )
}

import { Link } from '@tanstack/react-router'
import type { StudentLiveSession } from '@tutorat/contracts'
import { PlayCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { JoinButton } from './JoinButton.tsx'
import { SessionFacts } from './SessionFacts.tsx'
import { useNow } from './use-now.ts'
import { TitledSection } from '../../ui/TitledSection.tsx'

/** Upcoming first (soonest first), then the past ones (latest first), cancelled past ones left out. */
export function splitByTime(sessions: readonly StudentLiveSession[], now: number) {
  const ended = (session: StudentLiveSession) => Date.parse(session.ends_at) <= now
  const start = (session: StudentLiveSession) => Date.parse(session.starts_at)
  return {
    upcoming: sessions.filter((session) => !ended(session)).sort((a, b) => start(a) - start(b)),
    past: sessions.filter((session) => ended(session) && session.status !== 'annulee').sort((a, b) => start(b) - start(a)),
  }
}

/** « Séances live » of the course page: « Rejoindre » on the ones to come, the recordings of the past ones. */
export function CourseSessions({ courseId }: { courseId: number }) {
  const sessions = trpc.sessions.forCourse.useQuery({ course_id: courseId })
  const now = useNow()
  if (sessions.isError) {
    return (
      <Alert tone="error">
        Les séances live de ce cours n’ont pas pu être chargées.{' '}
        <Button variant="ghost" size="sm" loading={sessions.isFetching} onClick={() => void sessions.refetch()}>
          Réessayer
        </Button>
      </Alert>
    )
  }
  if (!sessions.data || sessions.data.length === 0) return null
  const { upcoming, past } = splitByTime(sessions.data, now)
  return (
    <TitledSection id="seances-live" title="Séances live">
      <Card>
        <ul className="divide-y divide-line">
          {upcoming.map((session) => (
            <Row key={session.id} session={session} now={now}>
              {session.status === 'annulee' ? null : <JoinButton session={session} now={now} size="sm" />}
            </Row>
          ))}
          {past.map((session) => (
            <Row key={session.id} session={session} now={now}>
              {session.recording_video_id ? (
                <Link
                  to="/student/course/$courseId"
                  params={{ courseId: String(courseId) }}
                  search={{ video: session.recording_video_id }}
                  aria-label={`Voir l’enregistrement de « ${session.title} »`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  <PlayCircle className="size-4" aria-hidden="true" />
                  Voir l’enregistrement
                </Link>
              ) : null}
            </Row>
          ))}
        </ul>
      </Card>
    </TitledSection>
  )
}

function Row({ session, now, children }: { session: StudentLiveSession; now: number; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <SessionFacts session={session} now={now} showCourse={false} />
      {children}
    </li>
  )
}

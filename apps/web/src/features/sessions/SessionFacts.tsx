import { SESSION_STATUS_LABELS, type StudentLiveSession } from '@tutorat/contracts'
import { CalendarClock } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Badge } from '../../ui/Badge.tsx'
import { sessionDateTime, sessionDuration } from './format.ts'
import { countdownLabel, sessionPhase } from './timing.ts'

type Facts = Pick<StudentLiveSession, 'title' | 'course_title' | 'status' | 'is_free' | 'starts_at' | 'starts_at_local' | 'join_opens_at' | 'ends_at' | 'duration_minutes'>

/** Title, badges, course, Casablanca date and duration of one session: what every list shows of it. */
export function SessionFacts({ session, now, showCourse = true }: { session: Facts; now: number; showCourse?: boolean }) {
  const cancelled = session.status === 'annulee'
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className={cn('font-bold break-words text-brand-950', cancelled && 'text-muted line-through')}>{session.title}</h3>
        {session.is_free ? <Badge tone="success">Gratuite</Badge> : null}
        {cancelled ? <Badge tone="danger">{SESSION_STATUS_LABELS.annulee}</Badge> : null}
      </div>
      {showCourse && session.course_title ? <p className="text-sm text-muted">{session.course_title}</p> : null}
      <p className="flex items-start gap-2 text-sm text-ink">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          <time dateTime={session.starts_at} className={cn(cancelled && 'line-through')}>
            {sessionDateTime(session.starts_at_local)}
          </time>{' '}
          · {sessionDuration(session.duration_minutes)}
        </span>
      </p>
      <Countdown session={session} now={now} />
    </div>
  )
}

function Countdown({ session, now }: { session: Facts; now: number }) {
  const text = countdownLabel(session, now)
  if (!text) return null
  return <p className={cn('text-sm font-semibold', sessionPhase(session, now) === 'live' ? 'text-emerald-800' : 'text-accent-800')}>{text}</p>
}

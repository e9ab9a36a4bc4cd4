import type { StudentLiveSession } from '@tutorat/contracts'
import { CalendarPlus } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { JOIN_OPENS_HINT, JoinButton } from './JoinButton.tsx'
import { SessionFacts } from './SessionFacts.tsx'
import { sessionPhase } from './timing.ts'

interface SessionCardProps {
  session: StudentLiveSession
  now: number
  /** the next session: set apart from the others */
  next?: boolean
}

/** One session of « Mes séances »: what and when, « Rejoindre » and « Ajouter à Google Agenda ». */
export function SessionCard({ session, now, next = false }: SessionCardProps) {
  const phase = sessionPhase(session, now)
  return (
    <article
      aria-label={session.title}
      className={cn('space-y-4 rounded-card border bg-white p-4 shadow-card sm:p-5', next ? 'border-accent-400 ring-1 ring-accent-400' : 'border-line')}
    >
      <SessionFacts session={session} now={now} />
      {phase === 'cancelled' ? null : (
        <div className="space-y-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <JoinButton session={session} now={now} />
            <a
              href={session.google_calendar_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Ajouter à Google Agenda « ${session.title} »`}
              className={buttonClasses('ghost')}
            >
              <CalendarPlus className="size-4" aria-hidden="true" />
              Ajouter à Google Agenda
            </a>
          </div>
          {phase === 'upcoming' ? <p className="text-sm text-muted">{JOIN_OPENS_HINT}</p> : null}
        </div>
      )}
    </article>
  )
}

import { Link } from '@tanstack/react-router'
import { type AdminLiveSession, moroccoToday } from '@tutorat/contracts'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { errorDetail } from '../../lib/error-message.ts'
import { cn } from '../../lib/cn.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { casablancaClock, weekdayLabel, weekTitle } from './format.ts'
import type { SessionsSearch } from './search.ts'
import { SessionBadges, sessionAudience } from './SessionBadges.tsx'
import type { SessionFilter } from './session-filter.ts'
import { LIST_ERROR, useWeekSessions } from './use-sessions.ts'
import { addDays, placeInWeek, thisMonday } from './week.ts'

/** Seven columns, Monday to Sunday in Casablanca, each session a card placed by its start. */
export function WeekView({ filter }: { filter: SessionFilter }) {
  const week = useWeekSessions(filter)
  const { monday } = filter
  const days = placeInWeek(week.sessions ?? [], monday)
  const today = moroccoToday()
  return (
    <section aria-labelledby="week-title" aria-busy={week.sessions === undefined || undefined} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-title" className="text-lg font-bold text-brand-950">
          {weekTitle(monday, addDays(monday, 6))}
        </h2>
        <WeekNav monday={monday} />
      </div>
      {week.error && !week.sessions ? (
        <ErrorState title={LIST_ERROR} onRetry={() => void week.retry()} retrying={week.retrying}>
          {errorDetail(week.error, LIST_ERROR)}
        </ErrorState>
      ) : (
        <ol className={cn('grid grid-cols-7 gap-2 transition-opacity', week.stale && 'opacity-60')}>
          {days.map(({ day, sessions }) => (
            <li key={day} aria-labelledby={`week-day-${day}`} className={cn('min-h-40 rounded-card border p-2', day === today ? 'border-brand-300 bg-brand-50' : 'border-line bg-white')}>
              <h3 id={`week-day-${day}`} className="mb-2 text-sm font-semibold text-brand-950 first-letter:uppercase">
                {weekdayLabel(day)}
                {day === today ? <span className="sr-only"> (aujourd’hui)</span> : null}
              </h3>
              {week.sessions === undefined ? <Skeleton className="h-16 w-full" /> : <DaySessions sessions={sessions} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function DaySessions({ sessions }: { sessions: AdminLiveSession[] }) {
  if (sessions.length === 0) return <p className="text-xs text-muted">Aucune séance</p>
  return (
    <ul className="space-y-2">
      {sessions.map((session) => (
        <li key={session.id}>
          <WeekCard session={session} />
        </li>
      ))}
    </ul>
  )
}

/** A session in its day: the time, the title (the link to its panel), for whom, its badges. */
function WeekCard({ session }: { session: AdminLiveSession }) {
  const cancelled = session.status === 'annulee'
  return (
    <article className={cn('relative space-y-1 rounded-control border p-2 text-xs shadow-sm hover:border-brand-300', cancelled ? 'border-line bg-slate-50' : 'border-brand-200 bg-white')}>
      <p className="font-semibold text-muted tabular-nums">
        {casablancaClock(session.starts_at)} – {casablancaClock(session.ends_at)}
      </p>
      <h4 className={cn('font-bold break-words text-brand-950', cancelled && 'line-through')}>
        <Link to="/admin/sessions" search={(previous: SessionsSearch) => ({ ...previous, id: session.id })} className="after:absolute after:inset-0 hover:underline">
          {session.title}
        </Link>
      </h4>
      {/* the course or the student alone: a column is narrow (the whole line is its tooltip) */}
      <p className="line-clamp-2 break-words text-muted" title={sessionAudience(session)}>
        {(session.kind === 'solo' ? session.student_name : session.course_title) ?? sessionAudience(session)}
      </p>
      <SessionBadges session={session} />
    </article>
  )
}

/** « Semaine précédente », « Cette semaine », « Semaine suivante »: the week is in the URL. */
function WeekNav({ monday }: { monday: string }) {
  const current = thisMonday()
  const to = (week: string) => (previous: SessionsSearch) => ({ ...previous, week: week === current ? undefined : week })
  const link = buttonClasses('secondary', 'sm')
  return (
    <nav aria-label="Changer de semaine" className="flex flex-wrap gap-2">
      <Link to="/admin/sessions" search={to(addDays(monday, -7))} className={link}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Semaine précédente
      </Link>
      <Link to="/admin/sessions" search={to(current)} className={link}>
        Cette semaine
      </Link>
      <Link to="/admin/sessions" search={to(addDays(monday, 7))} className={link}>
        Semaine suivante
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </nav>
  )
}

import type { RouterOutputs } from '@tutorat/api'
import { plural } from '../courses/format.ts'
import { casablancaClock, casablancaDateTime } from './format.ts'
import { casablancaDay } from './week.ts'

type Attendance = RouterOutputs['sessions']['attendance']

/** « 14:28 » the same day, the full date otherwise (a join on the evening before, in Casablanca). */
const joinedAt = (iso: string, first: string) => (casablancaDay(iso) === casablancaDay(first) ? casablancaClock(iso) : casablancaDateTime(iso))

/** Who joined through the platform (first and last time, how many times), out of who could. */
export function AttendanceSection({ attendees, expected }: Pick<Attendance, 'attendees' | 'expected'>) {
  return (
    <section aria-labelledby="attendance-title" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="attendance-title" className="font-bold text-brand-950">
          Présence
        </h3>
        <p className="text-sm text-muted">
          <strong className="text-ink tabular-nums">
            {attendees.length} / {expected}
          </strong>{' '}
          {attendees.length > 1 ? 'présents' : 'présent'}
          <span className="sr-only"> sur {plural(expected, 'étudiant attendu', 'étudiants attendus')}</span>
        </p>
      </div>
      {attendees.length === 0 ? (
        <p className="text-sm text-muted">Personne n’a encore rejoint la séance depuis la plateforme.</p>
      ) : (
        <ul className="divide-y divide-line rounded-control border border-line text-sm">
          {attendees.map((attendee) => (
            <li key={attendee.student_id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{attendee.name}</span>
                <span className="block break-all text-muted">{attendee.email}</span>
              </span>
              <span className="shrink-0 text-muted sm:text-right">
                Arrivée : {casablancaDateTime(attendee.first_joined_at)}
                <span className="block">
                  Dernière connexion : {joinedAt(attendee.last_joined_at, attendee.first_joined_at)} · {plural(attendee.joins, 'connexion')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

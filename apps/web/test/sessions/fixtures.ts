import type { StudentLiveSession } from '@tutorat/contracts'
import { configure } from '@testing-library/react'
import { ok } from '../trpc-mock.ts'

// Sessions as the server sends them to their student (never a Meet link: the schema has none).

// Each page is a lazy chunk that vitest transforms on first use: on a loaded machine the first
// render of a file can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

const MINUTE = 60_000
const iso = (ms: number) => new Date(ms).toISOString()
/** « 2026-03-10T18:00 »: the wall clock in Casablanca (Swedish dates are ISO-shaped). */
const casablancaLocal = (ms: number) => new Date(ms).toLocaleString('sv-SE', { timeZone: 'Africa/Casablanca' }).slice(0, 16).replace(' ', 'T')

/** A session starting `startsIn` minutes from `now` (negative: already started), 90 minutes long. */
export function makeSession(id: number, startsIn: number, overrides: Partial<StudentLiveSession> = {}, now = Date.now()): StudentLiveSession {
  const start = now + startsIn * MINUTE
  const duration = overrides.duration_minutes ?? 90
  return {
    id,
    kind: 'groupe',
    course_id: 7,
    course_title: 'Analyse 1',
    title: `Séance ${id}`,
    description: '',
    starts_at: iso(start),
    starts_at_local: casablancaLocal(start),
    ends_at: iso(start + duration * MINUTE),
    duration_minutes: duration,
    is_free: false,
    status: 'planifiee',
    recording_video_id: null,
    join_path: `/student/sessions/${id}/join`,
    join_opens_at: iso(start - 15 * MINUTE),
    google_calendar_url: `https://calendar.google.com/calendar/render?action=TEMPLATE&text=S%C3%A9ance+${id}`,
    ...overrides,
  }
}

export const CALENDAR = {
  url: 'https://tutorat.example.ma/api/calendar/jeton-agenda-1.ics',
  webcal_url: 'webcal://tutorat.example.ma/api/calendar/jeton-agenda-1.ics',
}

/** What every student page around a session list calls besides: the calendar feed. */
export const calendarAnswer = () => ok(CALENDAR)

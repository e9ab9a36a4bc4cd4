import type { AdminLiveSession } from '@tutorat/contracts'
import { configure, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { vi } from 'vitest'
import { openAs } from '../admins/fixtures.ts'
import { server } from '../msw-server.ts'
import { ADMIN } from '../render.tsx'
import { ok, type Procedure } from '../trpc-mock.ts'

// Sessions and helpers of the back-office live-session tests, as the server sends them.

// Lazy pages (and the lazy dialogs) on a busy machine: a little more patience than 1 s.
configure({ asyncUtilTimeout: 5000 })

const HOUR = 3_600_000
/** An instant `hours` from now (negative: before). */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

export function makeSession(overrides: Partial<AdminLiveSession> & Pick<AdminLiveSession, 'id' | 'title'>): AdminLiveSession {
  const starts_at = overrides.starts_at ?? inHours(24)
  const duration_minutes = overrides.duration_minutes ?? 60
  return {
    kind: 'groupe',
    course_id: 5,
    course_title: 'Analyse : fonctions et limites',
    description: '',
    starts_at,
    ends_at: new Date(Date.parse(starts_at) + duration_minutes * 60_000).toISOString(),
    duration_minutes,
    is_free: false,
    status: 'planifiee',
    recording_video_id: null,
    student_id: null,
    student_name: null,
    starts_at_local: '2026-12-05T18:30',
    meet_url: 'https://meet.google.com/abc-defg-hij',
    attendance_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}

export const COURSES = [
  { id: 5, title: 'Analyse : fonctions et limites' },
  { id: 6, title: 'Physique : mécanique' },
]

type ListInput = { when: string; limit: number; offset: number; course_id?: number; kind?: string; status?: string }

/** `sessions.list` over these rows (the filters applied here, the time window trusted to the server). */
export function listOf(rows: () => AdminLiveSession[]) {
  return vi.fn((raw: unknown) => {
    const input = raw as ListInput
    const items = rows().filter(
      (row) => (!input.course_id || row.course_id === input.course_id) && (!input.kind || row.kind === input.kind) && (!input.status || row.status === input.status),
    )
    return ok({ items: items.slice(input.offset, input.offset + input.limit), total: items.length })
  })
}

/** The page as a regular admin (sessions are not a super-admin page), with the list and the courses answered. */
export async function openSessions(path: string, rows: AdminLiveSession[], procedures: Record<string, Procedure> = {}) {
  const list = listOf(() => rows)
  const app = openAs(ADMIN, path, { 'sessions.list': list, 'courses.list': () => ok(COURSES), ...procedures })
  // `hidden`: with `?id=` the panel opens at once, and a modal hides the page from the tree
  await screen.findByRole('heading', { name: 'Séances live', level: 1, hidden: true })
  return { ...app, list, search: () => new URLSearchParams(app.history.location.search) }
}

/** The wide table (the phone cards show the same rows; jsdom draws both). */
export const table = async () => within(await screen.findByRole('table', { name: 'Séances' }))
/** A table row, by the session's title. */
export const row = async (title: string) => within(((await table()).getByText(title)).closest('tr') as HTMLElement)

/** The window is wide (`xl`): the week view is offered. */
export function desktopScreen(wide = true) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 80rem)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

/**
 * A 400 naming the fields at fault, as the server's error formatter sends it (`errors[].path`):
 * the shared tRPC mock has no such field.
 */
export function refuseWithFields(procedure: string, errors: { path: string[]; message: string }[]) {
  const calls = vi.fn()
  server.use(
    http.post(`*/trpc/${procedure}`, async ({ request }) => {
      calls(await request.json())
      const data = { code: 'BAD_REQUEST', httpStatus: 400, path: procedure, errors }
      return HttpResponse.json([{ error: { message: errors[0]?.message ?? '', code: -32600, data } }], { status: 400 })
    }),
  )
  return calls
}

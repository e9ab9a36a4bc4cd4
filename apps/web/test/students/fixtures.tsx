import { createMemoryHistory } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { STORAGE_KEYS } from '@tutorat/contracts'
import { configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { App } from '../../src/app/App.tsx'
import { server } from '../msw-server.ts'
import { ADMIN, storeSession } from '../render.tsx'
import { ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'

// Fixtures and helpers of the students, accesses and student-space tests.

// Each page is a lazy chunk that vitest transforms on first use: on a loaded machine the first
// render of a file can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

export type StudentRow = RouterOutputs['students']['list'][number]
export type AccessRow = RouterOutputs['accesses']['list'][number]
export type CourseRow = RouterOutputs['courses']['list'][number]
export type AdminVideo = RouterOutputs['videos']['byCourse'][number]
export type MyCourse = RouterOutputs['student']['myCourses'][number]
export type StudentVideo = RouterOutputs['student']['courseVideos'][number]
export type StudentUser = RouterOutputs['student']['verify']['user']

export const makeStudent = (overrides: Partial<StudentRow> & Pick<StudentRow, 'id' | 'name'>): StudentRow => ({
  email: `${overrides.name.split(' ')[0]?.toLowerCase()}@exemple.ma`,
  phone: null,
  level: null,
  has_password: true,
  created_at: '2025-09-15T12:00:00.000Z',
  can_control: true,
  control_note: null,
  ...overrides,
})

export const makeCourse = (overrides: Partial<CourseRow> & Pick<CourseRow, 'id' | 'title'>): CourseRow => ({
  protection: 'drive',
  description: null,
  subject: 'Mathématiques',
  level: 'Intermédiaire',
  drive_folder_id: null,
  image_filename: null,
  image_url: null,
  image_srcset: null,
  image_width: null,
  image_height: null,
  access_code: 'MATH-7K2Q',
  video_count: 2,
  drive_video_count: 2,
  student_count: 1,
  created_by: ADMIN.id,
  created_at: '2025-09-01T12:00:00.000Z',
  updated_at: '2025-09-01T12:00:00.000Z',
  ...overrides,
})

export const makeAdminVideo = (overrides: Partial<AdminVideo> & Pick<AdminVideo, 'id'>): AdminVideo => ({
  course_id: 7,
  title: `Vidéo ${overrides.id}`,
  description: null,
  source: 'drive',
  file: null,
  drive_url: `https://drive.google.com/file/d/fichier-${overrides.id}-abcdefghij/view`,
  pdf_url: null,
  order_in_course: overrides.id,
  is_free: false,
  module_name: null,
  thumbnail_url: null,
  created_at: '2025-09-02T12:00:00.000Z',
  ...overrides,
})

export const makeAccess = (overrides: Partial<AccessRow> & Pick<AccessRow, 'id'>): AccessRow => ({
  student_id: 11,
  course_id: 7,
  access_type: 'standard',
  duration_days: 30,
  is_active: true,
  expires_at: null,
  modules: [],
  student_name: 'Amina El Idrissi',
  student_email: 'amina@exemple.ma',
  course_title: 'Analyse 1',
  created_at: '2025-09-15T12:00:00.000Z',
  ...overrides,
})

export const STUDENT: StudentUser = {
  id: 11,
  name: 'Amina El Idrissi',
  email: 'amina@exemple.ma',
  phone: null,
  level: 'Débutant',
  has_password: true,
  email_verified: true,
  pending_email: null,
  created_at: '2025-09-15T12:00:00.000Z',
}

/** The student's own account as /student/profile reads it (the same student as `STUDENT`). */
export const makeProfile = (overrides: Partial<RouterOutputs['student']['profile']> = {}): RouterOutputs['student']['profile'] => ({
  name: STUDENT.name,
  email: STUDENT.email,
  pending_email: null,
  phone: null,
  school: null,
  level: STUDENT.level,
  has_password: true,
  ...overrides,
})

/** The reads of /student/profile: the account, its devices (this one only) and its notification preferences. */
export const profileHandlers = (profile = makeProfile()): Record<string, Procedure> => ({
  'student.profile': () => ok(profile),
  'student.devices': () => ok([{ id: 'appareil-1', user_agent: null, ip: null, created_at: '2026-03-01T08:00:00.000Z', current: true }]),
  'notifications.preferences': () =>
    ok({ email_opt_in: true, whatsapp_opt_in: true, whatsapp_consent: false, phone: null, email_invalid: false, phone_invalid: false }),
  'coupons.myReferral': () => ok(REFERRAL),
})

/** The student's own referral code (DESIGN §18), on the profile page. */
export const REFERRAL = { code: 'AMINA-7K3Q', kind: 'percent', value: 10, friends_enrolled: 2, share_text: 'Inscris-toi avec mon code AMINA-7K3Q : 10 % de remise sur ta formation. https://tutorat.example.ma/courses' } as const

export const makeMyCourse = (overrides: Partial<MyCourse> & Pick<MyCourse, 'id' | 'title'>): MyCourse => ({
  description: null,
  subject: 'Mathématiques',
  level: 'Intermédiaire',
  image_url: null,
  image_srcset: null,
  image_width: null,
  image_height: null,
  access_type: 'standard',
  expires_at: null,
  is_expired: false,
  instalment_pause: null,
  video_count: 2,
  seen_count: 0,
  resume_video_id: 101,
  ...overrides,
})

export const makeStudentVideo = (overrides: Partial<StudentVideo> & Pick<StudentVideo, 'id'>): StudentVideo => ({
  title: `Vidéo ${overrides.id}`,
  description: null,
  module_name: null,
  order_in_course: overrides.id,
  is_free: false,
  locked: false,
  seen: false,
  pdf_url: null,
  source: 'drive',
  duration_seconds: null,
  poster_url: null,
  ...overrides,
})

/** What `plays.start` answers for a video (DESIGN §16). */
export const makePlay = (videoId: number, overrides: Partial<RouterOutputs['plays']['start']> = {}): RouterOutputs['plays']['start'] => ({
  play_id: `00000000-0000-4000-8000-${String(videoId).padStart(12, '0')}`,
  embed_url: `https://drive.google.com/file/d/fichier-${videoId}-abcdefghij/preview`,
  open_in_drive_url: null,
  stream_url: null,
  stream_expires_at: null,
  resume_seconds: 0,
  watermark: { text: 'Salma Benali · 5678', code: 'K7M2QXP' },
  heartbeat_seconds: 20,
  ...overrides,
})

/** The player's calls on a student course page: every open video plays (DESIGN §16). */
export const playHandlers = {
  'plays.start': (input: unknown) => ok(makePlay(Number((input as { id: number }).id))),
  'plays.heartbeat': () => ok({ ok: true, heartbeat_seconds: 20 }),
}

export type SiteSettings = RouterOutputs['site']['settings']

/** The server's public settings; `whatsapp_number: ''` when none is configured. */
export const siteSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  name: 'Tutorat Maroc',
  whatsapp_number: '+212 600 000 000',
  contact_email: 'contact@exemple.ma',
  service_hours: '7j/24',
  bank: { bank_name: '', account_holder: '', rib: '', iban: '', swift: '' },
  socials: [],
  google_client_id: null,
  card_payments: false,
  ...overrides,
})

/** Mounts the whole app at `path`; with `fakeTimers`, user-event drives vitest's clock. */
export function renderAt(path: string, options: { fakeTimers?: boolean } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {})
  render(<App history={history} />)
  return { history, user, pathname: () => history.location.pathname, search: () => history.location.search }
}

/** An admin page: the admin is signed in and the shell's verification is answered. */
export function renderAdmin(path: string, procedures: Record<string, Procedure>, options: { fakeTimers?: boolean } = {}) {
  storeSession()
  server.use(trpcHandlers({ 'auth.verify': () => ok({ valid: true, user: ADMIN }), ...procedures }))
  return renderAt(path, options)
}

export function storeStudentToken(token = 'jeton-etudiant') {
  window.localStorage.setItem(STORAGE_KEYS.studentToken, token)
}

/** The header's bell: nothing unread. */
export const noNotifications = () => ok({ items: [], unread: 0, total: 0 })

/** The student's live sessions (the dashboard's and the course page's sections): none. */
export const noSessions = () => ok([])

/** The student's exams (the dashboard's card, the course page's quizzes): none. */
export const noExams = () => ok([])

/** A student page: the student is signed in, `student.verify`, the header's bell, the sessions and exams sections answer. */
export function renderStudent(path: string, procedures: Record<string, Procedure>) {
  storeStudentToken()
  server.use(
    trpcHandlers({
      'student.verify': () => ok({ valid: true, user: STUDENT }),
      'site.settings': () => ok(siteSettings()),
      'notifications.mine': noNotifications,
      'sessions.mine': noSessions,
      'sessions.forCourse': noSessions,
      'exams.available': noExams,
      'exams.myAttempts': noExams,
      // « Mes paiements » asks for the Échéancier beside the requests (DESIGN §18)
      'instalments.mine': () => ok([]),
      ...playHandlers,
      ...procedures,
    }),
  )
  return renderAt(path)
}

/** Dates as the page shows them (SPEC §9: fr-FR). */
export const frDate = (iso: string) => new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso))

import { configure, screen } from '@testing-library/react'
import type { RouterOutputs } from '@tutorat/api'
import { expect } from 'vitest'
import { server } from '../msw-server.ts'
import { ADMIN, renderApp, storeSession } from '../render.tsx'
import { ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'

// Pages are lazy chunks: the first one a worker transforms can take more than a second under load.
configure({ asyncUtilTimeout: 5000 })

type Course = RouterOutputs['courses']['get']
type Video = RouterOutputs['videos']['byCourse'][number]
type DashboardStats = RouterOutputs['dashboard']['stats']

export const EMPTY_DASHBOARD: DashboardStats = {
  total_courses: 0,
  total_videos: 0,
  total_students: 0,
  total_accesses: 0,
  total_free_courses: 0,
  recent_activity: [],
}

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 7,
    title: 'Analyse 1 — suites et fonctions',
    description: 'Limites, continuité et dérivées pour la première année.',
    subject: 'Mathématiques',
    level: 'Intermédiaire',
    drive_folder_id: null,
    protection: 'drive',
    image_filename: null,
    image_url: null,
    image_srcset: null,
    image_width: null,
    image_height: null,
    access_code: 'MATH-7K2Q',
    video_count: 3,
    drive_video_count: 3,
    student_count: 4,
    created_by: ADMIN.id,
    created_at: '2025-09-01T08:00:00.000Z',
    updated_at: '2025-09-01T08:00:00.000Z',
    ...overrides,
  }
}

export function makeVideo(overrides: Partial<Video> & Pick<Video, 'id'>): Video {
  return {
    course_id: 7,
    title: `Vidéo ${overrides.id}`,
    description: null,
    source: 'drive',
    drive_url: `https://drive.google.com/file/d/fichier-${overrides.id}-abcdefghij/view`,
    file: null,
    pdf_url: null,
    order_in_course: overrides.id,
    is_free: false,
    module_name: null,
    thumbnail_url: null,
    created_at: '2025-09-02T08:00:00.000Z',
    ...overrides,
  }
}

/** The calls every admin page makes: the shell's verification. */
export function adminCalls(procedures: Record<string, Procedure>): Record<string, Procedure> {
  return {
    'auth.verify': () => ok({ valid: true, user: ADMIN }),
    // the course page's Drive line (DESIGN §16): nothing given yet
    'drive.courseProgress': () => ok({ protection: 'drive', granted: 0, pending: 0, revoking: 0, failing: 0 }),
    ...procedures,
  }
}

/** Signs in, answers the given calls (plus the shell's), and mounts the app at `path`. */
export function openAdminPage(path: string, procedures: Record<string, Procedure>) {
  storeSession()
  server.use(trpcHandlers(adminCalls(procedures)))
  return renderApp(path)
}

/** A promise the test resolves when it wants a pending call to answer. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A toast with this text is (or was just) shown; sonner may briefly render a leaving copy too. */
export async function expectToast(text: string) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0)
}

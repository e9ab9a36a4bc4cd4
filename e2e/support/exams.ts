import { STORAGE_KEYS } from '@tutorat/contracts'
import type { Page } from 'playwright-core'
import { ADMIN } from './server.ts'
import { api, type StoredItem } from './sessions.ts'

/** A PUT of JSON to the app's REST shims (`api` sends GET and POST). */
async function put<T>(base: string, path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(base + path, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`PUT ${path} → ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export interface SeedQuestion {
  type: 'single' | 'multiple' | 'numeric'
  statement: string
  options?: string[]
  correct?: number[]
  value?: number
  tolerance?: number
  points?: number
  explanation?: string
}

/** Through the back office's REST shims: a published public concours blanc of `questions`, its review open once handed in. */
export async function seedPublicExam(base: string, exam: { title: string; time_limit_minutes: number }, questions: SeedQuestion[]) {
  const { access_token: token } = await api<{ access_token: string }>(base, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
  const created = await api<{ exam: { id: number } }>(base, '/api/admin/exams', { body: { ...exam, is_public: true, review_policy: 'after_submission' }, token })
  const { id } = created.exam
  await put(base, `/api/admin/exams/${id}/questions`, { questions }, token)
  await put(base, `/api/admin/exams/${id}`, { published: true }, token)
  return id
}

/** A student account made by the super admin, signed in: what its browser stores. */
export async function signedInStudent(base: string, student: { name: string; email: string; password: string }): Promise<StoredItem[]> {
  const { access_token: admin } = await api<{ access_token: string }>(base, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
  await api(base, '/api/admin/students', { body: student, token: admin })
  const signedIn = await api<{ access_token: string }>(base, '/api/student/login', { body: { email: student.email, password: student.password } })
  return [{ name: STORAGE_KEYS.studentToken, value: signedIn.access_token }]
}

/** What sticks out past the screen's right edge inside `main` (the start of each element's HTML). */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((element) => element.outerHTML.slice(0, 120)),
  )
}

/** Question `position` of a three-question paper, by its group's accessible name. */
export const paperQuestion = (page: Page, position: number) => page.getByRole('group', { name: new RegExp(`^Question ${position} sur 3`) })

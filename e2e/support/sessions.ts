import { STORAGE_KEYS } from '@tutorat/contracts'
import type { Page } from 'playwright-core'

/** One `localStorage` entry, as a browser context's `storageState` takes it. */
export interface StoredItem {
  name: string
  value: string
}

/** A JSON call to the app's REST shims: GET, or POST when there is a body. */
export async function api<T>(base: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(base + path, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * On a server with the demo content: the super admin signed in, a new student granted the first
 * course and signed in too, made through the REST shims; what each one's browser stores.
 */
export async function demoSessions(
  base: string,
  admin: { email: string; password: string },
  student: { name: string; email: string; password: string },
) {
  const signedInAdmin = await api<{ access_token: string; user: unknown }>(base, '/api/auth/login', { body: admin })
  const token = signedInAdmin.access_token
  const [course] = await api<{ id: number; title: string }[]>(base, '/api/admin/courses', { token })
  if (!course) throw new Error('the demo seed made no course')
  const created = await api<{ id: number }>(base, '/api/admin/students', { body: student, token })
  const granted = await api<{ access: { id: number } }>(base, '/api/admin/accesses', { body: { student_id: created.id, course_id: course.id }, token })
  const signedInStudent = await api<{ access_token: string }>(base, '/api/student/login', { body: { email: student.email, password: student.password } })
  const stored: { admin: StoredItem[]; student: StoredItem[] } = {
    admin: [
      { name: STORAGE_KEYS.adminToken, value: token },
      { name: STORAGE_KEYS.adminUser, value: JSON.stringify(signedInAdmin.user) },
    ],
    student: [{ name: STORAGE_KEYS.studentToken, value: signedInStudent.access_token }],
  }
  return { course, studentId: created.id, accessId: granted.access.id, stored }
}

/** The items a signed-in admin keeps in localStorage (token and user). */
export const adminItems = (signedIn: { access_token: string; user: unknown }): StoredItem[] => [
  { name: STORAGE_KEYS.adminToken, value: signedIn.access_token },
  { name: STORAGE_KEYS.adminUser, value: JSON.stringify(signedIn.user) },
]

/** A browser context's `storageState` with these items in the app's localStorage. */
export const storageWith = (origin: string, items: StoredItem[]) => ({ cookies: [], origins: [{ origin, localStorage: items }] })

/** Fills and sends the sign-up form on `/student/register` (the page is already there). */
export async function fillSignUp(page: Page, student: { name: string; email: string; phone: string; school: string; password: string }) {
  await page.getByLabel('Nom complet').fill(student.name)
  await page.getByLabel('Email').fill(student.email)
  await page.getByLabel('Numéro WhatsApp').fill(student.phone)
  await page.getByLabel('Établissement').fill(student.school)
  await page.getByLabel('Niveau').selectOption('Débutant')
  await page.getByLabel('Mot de passe', { exact: true }).fill(student.password)
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
}

/** A browser context's `storageState` with this admin signed in through the REST shim (no login page to click through). */
export async function adminStorageState(base: string, admin: { email: string; password: string }) {
  const signedIn = await api<{ access_token: string; user: unknown }>(base, '/api/auth/login', { body: admin })
  const localStorage: StoredItem[] = [
    { name: STORAGE_KEYS.adminToken, value: signedIn.access_token },
    { name: STORAGE_KEYS.adminUser, value: JSON.stringify(signedIn.user) },
  ]
  return { cookies: [], origins: [{ origin: base, localStorage }] }
}

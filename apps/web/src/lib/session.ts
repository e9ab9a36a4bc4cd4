import { type AdminUser, STORAGE_KEYS } from '@tutorat/contracts'

// localStorage can throw (storage disabled, private mode quotas): a failure reads as "no session".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // nothing sensible to do: the session simply will not survive a reload
  }
}

export function readAdminToken(): string | null {
  return read(STORAGE_KEYS.adminToken)
}

function isAdminUser(value: unknown): value is AdminUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return typeof user.id === 'number' && typeof user.name === 'string' && typeof user.is_super_admin === 'boolean'
}

export type StoredAdmin = { state: 'absent' } | { state: 'unreadable' } | { state: 'present'; user: AdminUser }

/** SPEC §4: a stored user that cannot be read is a reason to log out, not to guess. */
export function readStoredAdmin(): StoredAdmin {
  const raw = read(STORAGE_KEYS.adminUser)
  if (raw === null) return { state: 'absent' }
  try {
    const value: unknown = JSON.parse(raw)
    return isAdminUser(value) ? { state: 'present', user: value } : { state: 'unreadable' }
  } catch {
    return { state: 'unreadable' }
  }
}

export function saveAdminSession(token: string, user: AdminUser) {
  write(STORAGE_KEYS.adminToken, token)
  saveAdminUser(user)
}

export function saveAdminUser(user: AdminUser) {
  write(STORAGE_KEYS.adminUser, JSON.stringify(user))
}

export function clearAdminSession() {
  write(STORAGE_KEYS.adminToken, null)
  write(STORAGE_KEYS.adminUser, null)
}

const ADMIN_PATH = /^\/admin(\/|\?|$)/

/** Only an admin page of this site may be a post-login destination (no open redirect). */
export function adminRedirectTarget(value: unknown): string {
  return typeof value === 'string' && ADMIN_PATH.test(value) ? value : '/admin/dashboard'
}

// ── Device tokens (DESIGN §15): kept across sign-outs, sent with the next sign-in of the role ──

export type SignInRole = 'admin' | 'student'
const DEVICE_KEYS = { admin: STORAGE_KEYS.adminDevice, student: STORAGE_KEYS.studentDevice } as const

/** `{device_token}` to spread into a sign-in's input, or nothing when this browser holds none. */
export function storedDeviceToken(role: SignInRole): { device_token?: string } {
  const token = read(DEVICE_KEYS[role])
  return token ? { device_token: token } : {}
}

export function saveDeviceToken(role: SignInRole, token: string | undefined) {
  if (token) write(DEVICE_KEYS[role], token)
}

// ── Student session (SPEC §3: the token under `student_token`; the student is read from the server) ──

export function readStudentToken(): string | null {
  return read(STORAGE_KEYS.studentToken)
}

export function saveStudentToken(token: string) {
  write(STORAGE_KEYS.studentToken, token)
}

export function clearStudentSession() {
  write(STORAGE_KEYS.studentToken, null)
}

const STUDENT_PATH = /^\/student(\/|\?|$)/
const STUDENT_AUTH_PAGE = /^\/student\/(login|set-password|register|forgot-password|reset-password|verify-email)(\/|\?|$)/

/** Only a student page of this site may follow a student sign-in (no open redirect, no loop). */
export function studentRedirectTarget(value: unknown): string {
  return typeof value === 'string' && STUDENT_PATH.test(value) && !STUDENT_AUTH_PAGE.test(value) ? value : '/student/dashboard'
}

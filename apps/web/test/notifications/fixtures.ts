import type { NotificationLogEntry, NotificationPreferences, StudentNotification } from '@tutorat/contracts'
import { configure } from '@testing-library/react'
import { vi } from 'vitest'
import { ok } from '../trpc-mock.ts'

// Rows of the notifications tests, as the server sends them.

// Each page is a lazy chunk that vitest transforms on first use: on a loaded machine the first
// render of a file can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

export const makeNotification = (overrides: Partial<StudentNotification> & Pick<StudentNotification, 'id'>): StudentNotification => ({
  template: 'access_granted',
  title: `Accès ouvert : Cours ${overrides.id}`,
  body: `Votre accès au cours « Cours ${overrides.id} » est ouvert, sans limite de durée. Bon apprentissage !`,
  link: `/student/course/${overrides.id}`,
  read: false,
  created_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  ...overrides,
})

/** `notifications.mine` over these rows: pages by offset, the unread count of all of them. */
export function inbox(rows: StudentNotification[]) {
  return vi.fn((raw: unknown) => {
    const { limit, offset } = raw as { limit: number; offset: number }
    return ok({ items: rows.slice(offset, offset + limit), unread: rows.filter((row) => !row.read).length, total: rows.length })
  })
}

export const makePreferences = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  email_opt_in: true,
  whatsapp_opt_in: true,
  whatsapp_consent: false,
  phone: null,
  email_invalid: false,
  phone_invalid: false,
  ...overrides,
})

export const makeLogEntry = (overrides: Partial<NotificationLogEntry> & Pick<NotificationLogEntry, 'id'>): NotificationLogEntry => ({
  student_id: 11,
  student_name: 'Amina El Idrissi',
  channel: 'email',
  recipient: 'amina@exemple.ma',
  template: 'access_granted',
  status: 'sent',
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
  sent_at: '2026-03-02T09:00:05.000Z',
  created_at: '2026-03-02T09:00:00.000Z',
  ...overrides,
})

import { NOTIFICATION_TEMPLATES, type NotificationTemplate, type StudentNotification } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { renderMessage, type TemplateParams } from './templates.ts'

// The student's list in the app (DESIGN §10): the in-app rows, rendered in French by the server
// with the very templates of the email, so the two never say different things.

interface Page {
  limit: number
  offset: number
}

const inApp = (db: Database, studentId: number) =>
  db
    .selectFrom('notifications')
    .where('student_id', '=', studentId)
    .where('channel', '=', 'in_app')
    // a row of a template this version no longer knows is left out rather than failing the list
    .where('template', 'in', NOTIFICATION_TEMPLATES)

interface InboxRow {
  id: number
  template: string
  params: unknown
  read_at: string | null
  created_at: string
}

function toStudentNotification(row: InboxRow): StudentNotification {
  const template = row.template as NotificationTemplate
  const rendered = renderMessage(template, row.params as TemplateParams[typeof template])
  return {
    id: row.id,
    template,
    title: rendered.title,
    // the greeting is for a mail; in the list it would repeat the student's name on every line
    body: rendered.lines.slice(1).join('\n'),
    link: rendered.action?.path ?? null,
    read: row.read_at !== null,
    created_at: row.created_at,
  }
}

export async function myNotifications(db: Database, studentId: number, page: Page) {
  const [rows, counts] = await Promise.all([
    inApp(db, studentId)
      .select(['id', 'template', 'params', 'read_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    unreadAndTotal(db, studentId),
  ])
  return { items: rows.map(toStudentNotification), ...counts }
}

async function unreadAndTotal(db: Database, studentId: number) {
  const counts = await inApp(db, studentId)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.countAll<number>().filterWhere('read_at', 'is', null).as('unread')])
    .executeTakeFirstOrThrow()
  return { unread: counts.unread, total: counts.total }
}

/**
 * Marks the student's own messages read (`ids` absent: all of them). Ids of another student's
 * messages, or of none, are ignored: the answer is the same whoever owns them, so it reveals nothing.
 */
export async function markRead(db: Database, studentId: number, ids: number[] | undefined) {
  if (ids === undefined || ids.length > 0) {
    let query = db
      .updateTable('notifications')
      .set({ read_at: new Date().toISOString() })
      .where('student_id', '=', studentId)
      .where('channel', '=', 'in_app')
      .where('read_at', 'is', null)
    if (ids) query = query.where('id', 'in', ids)
    await query.execute()
  }
  return { unread: (await unreadAndTotal(db, studentId)).unread }
}

import type { Database } from '@tutorat/db'
import { notifyStudent } from '../notifications/outbox.ts'

/**
 * « Accès accordé » (DESIGN §10), written in the transaction of the grant, whichever way it came
 * (form, invite, import, code, link). The key names this state of the access (`updated_at` after
 * the change): an extension is a new message, the same change seen twice is none. A suspended
 * access opens nothing, so it says nothing.
 */
export async function notifyAccessGranted(trx: Database, jwtSecret: string, accessId: number): Promise<void> {
  const access = await trx
    .selectFrom('accesses')
    .innerJoin('students', 'students.id', 'accesses.student_id')
    .innerJoin('courses', 'courses.id', 'accesses.course_id')
    .select(['accesses.student_id', 'accesses.course_id', 'accesses.expires_at', 'accesses.updated_at', 'accesses.is_active', 'students.name', 'courses.title'])
    .where('accesses.id', '=', accessId)
    .executeTakeFirst()
  if (!access?.is_active) return
  await notifyStudent(trx, jwtSecret, {
    studentId: access.student_id,
    template: 'access_granted',
    params: { name: access.name, course_title: access.title, course_id: access.course_id, expires_at: access.expires_at },
    eventKey: `access_granted:${accessId}:${access.updated_at}`,
  })
}

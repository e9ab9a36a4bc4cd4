import { SESSION_MESSAGES, SESSION_RULES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { badRequest, conflict, notFound } from '../../errors.ts'
import type { Actor } from '../ownership.ts'
import { createVideo, updateVideo } from '../videos/manage.ts'
import { notifySessionEvent } from './notify.ts'
import { endsAt, loadAdminSession, mayManage, selectSessions } from './queries.ts'

const M = SESSION_MESSAGES
const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', day: 'numeric', month: 'long', year: 'numeric' })

/**
 * After the session, its Drive recording becomes a video of the course in the module
 * « Enregistrements des séances », under the course's access rules (free only if the session
 * was); pasted again, the same video gets the new link. The students are told once per link.
 */
export async function saveRecording(db: Database, jwtSecret: string, actor: Actor, id: number, driveUrl: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const session = await selectSessions(trx).where('s.id', '=', id).forUpdate('s').executeTakeFirst()
    if (!session || !mayManage(actor, session)) throw notFound(M.notFound)
    if (session.status === 'annulee') throw conflict(M.cancelledNoEdit)
    if (session.course_id === null) throw badRequest(M.recordingNeedsCourse)
    if (Date.parse(endsAt(session)) > now.getTime()) throw badRequest(M.recordingBeforeEnd)
    const video = session.recording_video_id
      ? await updateVideo(trx, actor, { id: session.recording_video_id, drive_url: driveUrl })
      : await createVideo(trx, actor, {
          course_id: session.course_id,
          title: `${session.title} (${day.format(new Date(session.starts_at))})`,
          description: session.description || null,
          drive_url: driveUrl,
          pdf_url: null,
          is_free: session.is_free,
          module_name: SESSION_RULES.recordingsModule,
          thumbnail_url: null,
        })
    const updated_at = new Date().toISOString()
    await trx.updateTable('live_sessions').set({ recording_video_id: video.id, updated_at }).where('id', '=', id).execute()
    await notifySessionEvent(trx, jwtSecret, id, 'session_recording', video.drive_url ?? driveUrl)
  })
  return { message: M.recordingSaved, session: await loadAdminSession(db, actor, id) }
}

/** Who joined (first and last time, how many times), and how many students could have. */
export async function sessionAttendance(db: Database, actor: Actor, id: number) {
  const session = await loadAdminSession(db, actor, id)
  const attendees = await db
    .selectFrom('session_attendance as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .select(['a.student_id', 's.name', 's.email', 'a.first_joined_at', 'a.last_joined_at', 'a.joins'])
    .where('a.session_id', '=', id)
    .orderBy('a.first_joined_at')
    .execute()
  return { session, attendees, expected: await expectedCount(db, session) }
}

async function expectedCount(db: Database, session: { kind: string; course_id: number | null; is_free: boolean; starts_at: string }) {
  if (session.kind === 'solo') return 1
  if (session.course_id === null) return 0
  let query = db
    .selectFrom('accesses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('course_id', '=', session.course_id)
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', session.starts_at)]))
  if (!session.is_free) query = query.where('access_type', '<>', 'trial')
  return Number((await query.executeTakeFirstOrThrow()).n)
}

import { PLAY_MESSAGES, PLAY_RULES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { AuthenticatedStudent } from '../../auth/authenticate-student.ts'
import { conflict, notFound } from '../../errors.ts'
import { isPlayId } from './code.ts'
import { openVideo } from './open-video.ts'
import { staleBefore } from './start.ts'
import { signStream, type StreamKeys } from './stream.ts'

const gone = () => notFound(PLAY_MESSAGES.playNotFound)

/** This device's play of this student, or 404: another student's play, an unknown or malformed id alike. */
async function findOwnPlay(db: Database, student: AuthenticatedStudent, playId: string) {
  if (!isPlayId(playId)) throw gone()
  const play = await db
    .selectFrom('video_plays')
    .select(['id', 'video_id', 'ended_at', 'ended_reason', 'last_seen_at'])
    .where('id', '=', playId)
    .where('student_id', '=', student.id)
    .where('session_id', '=', student.session_id)
    .executeTakeFirst()
  if (!play) throw gone()
  return play
}

const endPlay = (db: Database, playId: string, reason: string) =>
  db.updateTable('video_plays').set({ ended_at: new Date().toISOString(), ended_reason: reason }).where('id', '=', playId).where('ended_at', 'is', null).execute()

/**
 * POST /api/student/plays/{play_id}/heartbeat: the play goes on. 409 when a newer play of the
 * account ended it, 404 once it stopped beating for `staleAfterSeconds`, and the course page's
 * refusal when the access stopped covering the video meanwhile.
 */
export async function heartbeat(db: Database, student: AuthenticatedStudent, playId: string, position: number | undefined, keys: StreamKeys) {
  const play = await findOwnPlay(db, student, playId)
  if (play.ended_reason === 'replaced') throw conflict(PLAY_MESSAGES.otherDevice)
  const now = Date.now()
  if (play.ended_at || Date.parse(play.last_seen_at) < Date.parse(staleBefore(now))) {
    await endPlay(db, play.id, 'expired')
    throw gone()
  }
  let video: Awaited<ReturnType<typeof openVideo>>
  try {
    video = await openVideo(db, student.id, play.video_id)
  } catch (refusal) {
    await endPlay(db, play.id, 'access_ended')
    throw refusal
  }
  const updated = await db
    .updateTable('video_plays')
    .set({ last_seen_at: new Date(now).toISOString(), ...(position === undefined ? {} : { position_seconds: position }) })
    .where('id', '=', play.id)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  // a play started elsewhere between the read and this write
  if (updated.numUpdatedRows === 0n) throw conflict(PLAY_MESSAGES.otherDevice)
  // DESIGN §17: a hosted play gets a fresh address of its stream, for the player whose one expired
  const stream = video.source === 'file' ? signStream(keys, play.id, now) : {}
  return { ok: true as const, heartbeat_seconds: PLAY_RULES.heartbeatSeconds, ...stream }
}

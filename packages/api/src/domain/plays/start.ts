import { DRIVE_MESSAGES, drivePreviewUrl, driveViewUrl, PLAY_MESSAGES, PLAY_RULES, type PlayStart } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { AuthenticatedStudent } from '../../auth/authenticate-student.ts'
import type { Context } from '../../context.ts'
import { conflict, notFound } from '../../errors.ts'
import { driveReadiness } from '../drive/readiness.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { newPlayCode, watermarkText } from './code.ts'
import { openVideo } from './open-video.ts'
import { signStream, type StreamKeys } from './stream.ts'

/** Before this instant a play that has not beaten is over (3 missed heartbeats). */
export const staleBefore = (now: number) => new Date(now - PLAY_RULES.staleAfterSeconds * 1000).toISOString()

/**
 * Ends the student's other plays (one stream per account): a live one is `replaced`, so its device
 * hears « en cours de lecture sur un autre appareil »; one that had already stopped beating is
 * `expired`. The student's row is locked first, so two devices starting at once leave one play.
 */
async function endOtherPlays(trx: Database, studentId: number, now: number) {
  await trx.selectFrom('students').select('id').where('id', '=', studentId).forUpdate().executeTakeFirst()
  const at = new Date(now).toISOString()
  const active = trx.updateTable('video_plays').where('student_id', '=', studentId).where('ended_at', 'is', null)
  await active.set({ ended_at: at, ended_reason: 'expired' }).where('last_seen_at', '<', staleBefore(now)).execute()
  await active.set({ ended_at: at, ended_reason: 'replaced' }).execute()
}

type Device = Pick<Context, 'ip' | 'userAgent'>

async function insertPlay(db: Database, student: AuthenticatedStudent, videoId: number, device: Device) {
  // a code taken already (1 in 27 billion) is drawn again
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const now = Date.now()
        await endOtherPlays(trx, student.id, now)
        const at = new Date(now).toISOString()
        return trx
          .insertInto('video_plays')
          .values({
            student_id: student.id,
            video_id: videoId,
            session_id: student.session_id,
            code: newPlayCode(),
            ip: device.ip,
            user_agent: device.userAgent?.slice(0, 300) ?? null,
            started_at: at,
            last_seen_at: at,
          })
          .returning(['id', 'code'])
          .executeTakeFirstOrThrow()
      })
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error
    }
  }
}

/**
 * Where the student stopped in this video last time: the position their latest play saved (0 for a
 * first view). A play opened and left without playing saved nothing (0), so it does not erase the point.
 */
async function resumePosition(db: Database, studentId: number, videoId: number): Promise<number> {
  const last = await db
    .selectFrom('video_plays')
    .select('position_seconds')
    .where('student_id', '=', studentId)
    .where('video_id', '=', videoId)
    .where('position_seconds', '>', 0)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return last?.position_seconds ?? 0
}

export const streamKeys = (ctx: Pick<Context, 'settings'>): StreamKeys => ({
  jwtSecret: ctx.settings.jwtSecret,
  ttlSeconds: ctx.settings.hostedVideos.streamTtlSeconds,
})

/**
 * POST /api/student/videos/{id}/play (DESIGN §16, §17): the frame's address (Drive) or the signed
 * stream of this play (hosted) reaches the browser only here. A hosted file is looked up first, so
 * a store that cannot answer is a 503 before any play is recorded.
 */
export async function startPlay(ctx: Context, student: AuthenticatedStudent, videoId: number): Promise<PlayStart> {
  const video = await openVideo(ctx.db, student.id, videoId)
  const hosted = video.source === 'file'
  if (hosted && (!video.file_key || (await ctx.videoFiles.size(video.file_key)) === undefined)) throw notFound(PLAY_MESSAGES.videoNotFound)
  // DESIGN §16: a `drive` video needs the student's Google account and a live grant (when connected)
  const ready = ctx.drive && !hosted ? await driveReadiness(ctx.db, student.id, video.id) : { ok: true as const, viaGoogleAccount: false }
  if (!ready.ok) throw conflict(ready.reason === 'no_google_account' ? DRIVE_MESSAGES.noGoogleAccount : DRIVE_MESSAGES.grantPending)
  const resume_seconds = await resumePosition(ctx.db, student.id, video.id)
  const play = await insertPlay(ctx.db, student, video.id, ctx)
  const stream = hosted ? signStream(streamKeys(ctx), play.id) : { stream_url: null, stream_expires_at: null }
  const fileId = hosted ? null : video.drive_file_id
  return {
    play_id: play.id,
    embed_url: fileId ? drivePreviewUrl(fileId) : null,
    ...stream,
    resume_seconds,
    open_in_drive_url: fileId && ready.viaGoogleAccount ? driveViewUrl(fileId) : null,
    watermark: { text: watermarkText(student), code: play.code },
    heartbeat_seconds: PLAY_RULES.heartbeatSeconds,
  }
}

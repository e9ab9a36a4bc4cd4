import { HOSTED_VIDEO_MESSAGES as M } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { notFound } from '../../errors.ts'
import { isPlayId } from './code.ts'
import { openVideo } from './open-video.ts'
import { type StreamKeys, urlSigner } from './signed-url.ts'

// DESIGN §17: a hosted video's bytes are reached only through `/api/student/streams/{play_id}`,
// signed for that play and a few minutes. The `<video>` element sends no token, so the signature is
// the credential; each request also re-checks what the token would have: the play still running,
// its device session not revoked, the student's access still opening the video.

export type { StreamKeys }
const signer = urlSigner('video-stream')

/** The play's stream address and when it stops being accepted. */
export function signStream(keys: StreamKeys, playId: string, now = Date.now()) {
  const { query, expiresAt } = signer.sign(keys, playId, now)
  return { stream_url: `/api/student/streams/${playId}?${query}`, stream_expires_at: expiresAt }
}

export interface StreamRequest {
  playId: string
  exp?: string | undefined
  sig?: string | undefined
}

/**
 * What a stream request may read: the video's bytes (key, type, size) and until when (the
 * presigned URL of S3 lives no longer). 404 for a play unknown, ended or replaced, or whose device
 * was signed out; the access's own refusals (404/403) when it no longer opens the video.
 */
export async function openStream(db: Database, jwtSecret: string, request: StreamRequest, now = Date.now()) {
  if (!isPlayId(request.playId)) throw notFound(M.streamEnded)
  const expires = signer.check(jwtSecret, request.playId, request, now)
  const play = await db
    .selectFrom('video_plays')
    .innerJoin('student_sessions', 'student_sessions.id', 'video_plays.session_id')
    .select(['video_plays.student_id', 'video_plays.video_id', 'video_plays.ended_at', 'student_sessions.revoked_at'])
    .where('video_plays.id', '=', request.playId)
    .executeTakeFirst()
  if (!play || play.ended_at !== null || play.revoked_at !== null) throw notFound(M.streamEnded)
  const video = await openVideo(db, play.student_id, play.video_id)
  if (video.source !== 'file' || !video.file_key || !video.file_mime || video.file_size === null) throw notFound(M.streamEnded)
  return { key: video.file_key, mime: video.file_mime, size: video.file_size, expiresAt: expires * 1000 }
}

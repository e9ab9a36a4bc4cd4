import { createHmac, timingSafeEqual } from 'node:crypto'
import { HOSTED_VIDEO_MESSAGES as M } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { deriveKey } from '../../auth/sealed.ts'
import { forbidden, notFound } from '../../errors.ts'
import { isPlayId } from './code.ts'
import { openVideo } from './open-video.ts'

// DESIGN §17: a hosted video's bytes are reached only through `/api/student/streams/{play_id}`,
// signed for that play and a few minutes. The `<video>` element sends no token, so the signature is
// the credential; each request also re-checks what the token would have: the play still running,
// its device session not revoked, the student's access still opening the video.

export interface StreamKeys {
  jwtSecret: string
  ttlSeconds: number
}

const LABEL = 'video-stream'
// every Range request of every player checks a signature: the key is derived once per secret
let derived: { secret: string; key: Buffer } | undefined
function streamKey(jwtSecret: string) {
  if (derived?.secret !== jwtSecret) derived = { secret: jwtSecret, key: deriveKey(jwtSecret, LABEL) }
  return derived.key
}
const mac = (jwtSecret: string, playId: string, expires: number) => createHmac('sha256', streamKey(jwtSecret)).update(`${playId}.${expires}`).digest('base64url')

/** The play's stream address and when it stops being accepted. */
export function signStream(keys: StreamKeys, playId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + keys.ttlSeconds
  const query = new URLSearchParams({ exp: String(expires), sig: mac(keys.jwtSecret, playId, expires) })
  return { stream_url: `/api/student/streams/${playId}?${query}`, stream_expires_at: new Date(expires * 1000).toISOString() }
}

export interface StreamRequest {
  playId: string
  exp?: string | undefined
  sig?: string | undefined
}

/** The signature is this play's, for this expiry, and not past it (403 otherwise, before any lookup). */
function checkSignature(jwtSecret: string, request: StreamRequest, now: number): number {
  const expires = /^\d{1,12}$/.test(request.exp ?? '') ? Number(request.exp) : Number.NaN
  const given = Buffer.from(request.sig ?? '')
  const expected = Buffer.from(Number.isNaN(expires) ? '' : mac(jwtSecret, request.playId, expires))
  if (Number.isNaN(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(M.streamInvalid)
  if (expires * 1000 <= now) throw forbidden(M.streamExpired)
  return expires
}

/**
 * What a stream request may read: the video's bytes (key, type, size) and until when (the
 * presigned URL of S3 lives no longer). 404 for a play unknown, ended or replaced, or whose device
 * was signed out; the access's own refusals (404/403) when it no longer opens the video.
 */
export async function openStream(db: Database, jwtSecret: string, request: StreamRequest, now = Date.now()) {
  if (!isPlayId(request.playId)) throw notFound(M.streamEnded)
  const expires = checkSignature(jwtSecret, request, now)
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

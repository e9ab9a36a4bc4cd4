import { ANNOUNCEMENT_MESSAGES, drivePreviewUrl, FORMATION_MESSAGES, type FormationPreview, HOSTED_VIDEO_MESSAGES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { notFound } from '../../errors.ts'
import { type SignedRequest, type StreamKeys, urlSigner } from '../plays/signed-url.ts'
import { streamKeys } from '../plays/start.ts'

// DESIGN §18: a formation's free preview plays for any visitor, without an account. Only the one
// video the formation names, only while the formation is active and the video is marked
// « Gratuite » (the free videos are those no access protects, and the Drive audit leaves alone).
// A hosted file is streamed through its own signed address, bound to the formation and to that
// video: no other id opens with it, and the students' play pipeline is not involved.

export const previewKeys = streamKeys
const signer = urlSigner('formation-preview')
const subject = (announcementId: number, videoId: number) => `${announcementId}.${videoId}`

/** The formation's preview video as it is now: 404 when the formation is hidden or has no (free) preview. */
async function loadPreview(db: Database, announcementId: number) {
  const row = await db
    .selectFrom('announcements as a')
    .leftJoin('videos as v', 'v.id', 'a.preview_video_id')
    .select(['a.is_active', 'v.id as video_id', 'v.title', 'v.source', 'v.is_free', 'v.drive_file_id', 'v.file_key', 'v.file_mime', 'v.file_size'])
    .where('a.id', '=', announcementId)
    .executeTakeFirst()
  if (!row?.is_active) throw notFound(ANNOUNCEMENT_MESSAGES.formationNotFound)
  if (row.video_id === null || row.title === null || row.is_free !== true) throw notFound(FORMATION_MESSAGES.previewNotFound)
  return { ...row, video_id: row.video_id, title: row.title }
}

/** GET /api/announcements/{id}/preview: the Drive frame, or the hosted file's address signed for a few minutes. */
export async function formationPreview(db: Database, keys: StreamKeys, announcementId: number, now = Date.now()): Promise<FormationPreview> {
  const video = await loadPreview(db, announcementId)
  if (video.source === 'drive' && video.drive_file_id) {
    return { title: video.title, embed_url: drivePreviewUrl(video.drive_file_id), stream_url: null, stream_expires_at: null }
  }
  if (video.source !== 'file' || !video.file_key) throw notFound(FORMATION_MESSAGES.previewNotFound)
  const { query, expiresAt } = signer.sign(keys, subject(announcementId, video.video_id), now)
  return { title: video.title, embed_url: null, stream_url: `/api/announcements/${announcementId}/preview/stream?${query}`, stream_expires_at: expiresAt }
}

/**
 * What a preview stream request may read. The signature names the formation and the video it was
 * given for: a preview changed or unmarked « Gratuite » since, a hidden formation, another
 * formation's id, all fail here (403 for a signature that is not this one's, 404 otherwise).
 */
export async function openPreviewStream(db: Database, jwtSecret: string, announcementId: number, request: SignedRequest, now = Date.now()) {
  const video = await loadPreview(db, announcementId).catch(() => {
    throw notFound(HOSTED_VIDEO_MESSAGES.streamEnded)
  })
  const expires = signer.check(jwtSecret, subject(announcementId, video.video_id), request, now)
  if (video.source !== 'file' || !video.file_key || !video.file_mime || video.file_size === null) throw notFound(HOSTED_VIDEO_MESSAGES.streamEnded)
  return { key: video.file_key, mime: video.file_mime, size: video.file_size, expiresAt: expires * 1000 }
}

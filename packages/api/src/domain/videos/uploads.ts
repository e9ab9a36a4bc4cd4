import { HOSTED_VIDEO_MESSAGES as M, VIDEO_UPLOAD, type VideoUploadMetadata } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { TRPCError } from '@trpc/server'
import { notFound } from '../../errors.ts'
import type { HostedVideoSettings } from '../../settings.ts'
import type { VideoFiles } from '../../video-files.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import type { Actor } from '../ownership.ts'
import { checkContainer } from './container.ts'

// DESIGN §17, the resumable uploads (tus). Each upload has its row before its first byte: the
// admin, the course and the video's fields. The finished upload is judged by its bytes and becomes
// a video of that course, the row going in the same transaction; refused, its bytes go at once.

export interface NewUpload {
  id: string
  size: number
  metadata: VideoUploadMetadata
}

const tooLarge = (settings: HostedVideoSettings) => new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: M.tooLarge(settings.maxBytes) })

/**
 * Before tus creates the upload: the admin must own the course (as for `videos.create`), the size
 * fit VIDEO_MAX_BYTES, and the admin have fewer than the cap of unfinished uploads (an admin's
 * token, stolen or scripted, cannot open thousands). The count and the insert hold the admin's row.
 */
export async function beginUpload(db: Database, actor: Actor, settings: HostedVideoSettings, upload: NewUpload): Promise<void> {
  if (upload.size > settings.maxBytes) throw tooLarge(settings)
  await loadOwnedCourse(db, actor, upload.metadata.course_id)
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('admins').select('id').where('id', '=', actor.id).forUpdate().executeTakeFirst()
    const open = await trx
      .selectFrom('video_uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('admin_id', '=', actor.id)
      .executeTakeFirstOrThrow()
    if (Number(open.n) >= settings.maxOpenUploadsPerAdmin) {
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: M.tooManyUploads(settings.maxOpenUploadsPerAdmin) })
    }
    const { metadata } = upload
    await trx
      .insertInto('video_uploads')
      .values({
        id: upload.id,
        admin_id: actor.id,
        course_id: metadata.course_id,
        title: metadata.title,
        filename: metadata.filename,
        module_name: metadata.module_name,
        duration_seconds: metadata.duration_seconds ?? null,
        size_bytes: upload.size,
      })
      .execute()
  })
}

/** The admin's own unfinished upload, or the same 404 for another admin's, a finished or an unknown one. */
export async function ownUpload(db: Database, actor: Actor, id: string) {
  const upload = await db.selectFrom('video_uploads').selectAll().where('id', '=', id).where('admin_id', '=', actor.id).executeTakeFirst()
  if (!upload) throw notFound(M.uploadNotFound)
  return upload
}

/** Removes an upload's bytes, then its row (a store outage leaves the row, so the sweep tries again). */
export async function discardUpload(db: Database, files: VideoFiles, id: string) {
  await files.remove(id)
  await db.deleteFrom('video_uploads').where('id', '=', id).execute()
}

/** The position after the last video of the course: the end of its module, whatever the module. */
async function nextOrder(db: Database, courseId: number) {
  const row = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.max('order_in_course').as('last'))
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  return Number(row?.last ?? 0) + 1
}

/** The bytes are a video we play, and the course is still the admin's; else a refusal (TRPCError). */
async function judgeUpload(db: Database, files: VideoFiles, actor: Actor, upload: { id: string; course_id: number | null }) {
  const size = await files.size(upload.id)
  if (size === undefined) throw notFound(M.uploadNotFound)
  const check = await checkContainer((offset, length) => files.readRange(upload.id, offset, length), size)
  if (!check.ok) throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: check.reason === 'codecs' ? M.badCodecs : M.notAVideo })
  if (upload.course_id === null) throw notFound(M.uploadNotFound)
  const course = await loadOwnedCourse(db, actor, upload.course_id)
  return { size, mime: check.mime, courseId: course.id }
}

/**
 * The last byte arrived: the bytes must be an MP4 (H.264/AAC) or a WebM, and the course still the
 * admin's; then the upload becomes a `file` video at the end of the course. A refusal deletes the bytes.
 */
export async function finishUpload(db: Database, files: VideoFiles, actor: Actor, id: string): Promise<number> {
  const upload = await ownUpload(db, actor, id)
  let judged: Awaited<ReturnType<typeof judgeUpload>>
  try {
    judged = await judgeUpload(db, files, actor, upload)
  } catch (error) {
    // a refusal: no bytes left behind; a store outage leaves the row (and bytes) to the sweep
    if (error instanceof TRPCError) await discardUpload(db, files, id)
    throw error
  }
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.deleteFrom('video_uploads').where('id', '=', id).returning('id').executeTakeFirst()
    if (!claimed) throw notFound(M.uploadNotFound) // finished by a request that raced this one
    const video = await trx
      .insertInto('videos')
      .values({
        course_id: judged.courseId,
        title: upload.title,
        module_name: upload.module_name,
        order_in_course: await nextOrder(trx, judged.courseId),
        source: 'file',
        file_key: id,
        file_size: judged.size,
        file_mime: judged.mime,
        duration_seconds: upload.duration_seconds,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return video.id
  })
}

export const abandonedBefore = (now: number) => new Date(now - VIDEO_UPLOAD.abandonedAfterHours * 3_600_000).toISOString()

/** Unfinished uploads older than a day: bytes and rows removed. Idempotent, so every instance may run it. */
export async function sweepAbandonedUploads(db: Database, files: VideoFiles, now = Date.now()): Promise<string[]> {
  const rows = await db.selectFrom('video_uploads').select('id').where('created_at', '<', abandonedBefore(now)).orderBy('created_at').limit(500).execute()
  for (const { id } of rows) await discardUpload(db, files, id)
  return rows.map((row) => row.id)
}

/** A stored file younger than this may be an upload whose row is being written: never an orphan yet. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000

/**
 * Files of the hosted store that neither a video nor an unfinished upload names (a removal that
 * failed after its row was deleted, a crash mid-way), once older than the grace period. The
 * references are read before the listing, so a file written meanwhile is too young to go.
 */
export async function sweepOrphanVideoFiles(db: Database, files: VideoFiles, now = Date.now(), graceMs = ORPHAN_GRACE_MS): Promise<string[]> {
  const [videos, uploads] = await Promise.all([
    db.selectFrom('videos').select('file_key as id').where('file_key', 'is not', null).execute(),
    db.selectFrom('video_uploads').select('id').execute(),
  ])
  const owned = new Set([...videos, ...uploads].flatMap((row) => (row.id ? [row.id] : [])))
  const removed: string[] = []
  for await (const { id, modifiedAt } of files.list()) {
    if (owned.has(id) || modifiedAt.getTime() > now - graceMs) continue
    await files.remove(id)
    removed.push(id)
  }
  return removed
}

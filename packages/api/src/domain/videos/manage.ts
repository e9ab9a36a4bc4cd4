import { parseDriveFileId, VIDEO_FEEDBACK, type Video, type videoCreateInput, type videoReorderInput, type videoUpdateInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { badRequest, notFound } from '../../errors.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import { assertFileVisible } from '../drive/check-file.ts'
import type { DriveGateway } from '../drive/gateway.ts'
import type { Actor } from '../ownership.ts'
import { courseStudents, syncCourseGrants, syncStudents } from '../drive/ledger.ts'
import { inTransaction } from '../transaction.ts'
import { checkSourceFields, type HostedKeys, toVideo } from './hosted.ts'

export const videoColumns = [
  'videos.id',
  'videos.course_id',
  'videos.title',
  'videos.description',
  'videos.source',
  'videos.drive_url',
  'videos.file_key',
  'videos.file_size',
  'videos.file_mime',
  'videos.duration_seconds',
  'videos.poster_key',
  'videos.poster_width',
  'videos.pdf_url',
  'videos.order_in_course',
  'videos.is_free',
  'videos.module_name',
  'videos.thumbnail_url',
  'videos.created_at',
] as const

const now = () => new Date().toISOString()

function driveFileId(url: string): string {
  const id = parseDriveFileId(url)
  if (!id) throw badRequest('URL Google Drive invalide')
  return id
}

/** Videos of a course, modules in the order of their first video, then by order within. */
export async function listCourseVideos(db: Database, actor: Actor, courseId: number): Promise<Video[]> {
  await loadOwnedCourse(db, actor, courseId)
  return db
    .selectFrom('videos')
    .select(videoColumns)
    .where('course_id', '=', courseId)
    .orderBy('order_in_course')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map(toVideo))
}

export async function listAllVideos(db: Database, actor: Actor, page: { limit: number; offset: number }): Promise<Video[]> {
  let query = db.selectFrom('videos').innerJoin('courses', 'courses.id', 'videos.course_id').select(videoColumns)
  if (!actor.is_super_admin) query = query.where('courses.created_by', '=', actor.id)
  const rows = await query.orderBy('videos.course_id').orderBy('videos.order_in_course').orderBy('videos.id').limit(page.limit).offset(page.offset).execute()
  return rows.map(toVideo)
}

/** One video as the back office shows it (the admin must own its course). */
export async function loadVideo(db: Database, actor: Actor, id: number): Promise<Video> {
  const { protection: _protection, ...video } = await loadOwnedVideo(db, actor, id)
  return toVideo(video)
}

export async function loadOwnedVideo(db: Database, actor: Actor, id: number) {
  const video = await db.selectFrom('videos').select(videoColumns).where('id', '=', id).executeTakeFirst()
  if (!video) throw notFound(VIDEO_FEEDBACK.notFound)
  const { protection } = await loadOwnedCourse(db, actor, video.course_id)
  return { ...video, protection }
}

export async function createVideo(db: Database, actor: Actor, input: z.output<typeof videoCreateInput>, drive?: DriveGateway): Promise<Video> {
  const course = await loadOwnedCourse(db, actor, input.course_id)
  const fileId = driveFileId(input.drive_url)
  // Drive is asked before, outside the transaction; the ledger changes with the video (DESIGN §16)
  if (course.protection === 'drive') await assertFileVisible(drive, fileId, input.title)
  return inTransaction(db, async (trx) => {
    // SPEC §4: the default order is the current count plus one
    const order =
      input.order_in_course ??
      (await trx
        .selectFrom('videos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('course_id', '=', input.course_id)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n) + 1))
    const video = await trx
      .insertInto('videos')
      .values({ ...input, order_in_course: order, drive_file_id: fileId })
      .returning(videoColumns)
      .executeTakeFirstOrThrow()
      .then(toVideo)
    if (course.protection === 'drive') await syncCourseGrants(trx, course.id)
    return video
  })
}

export async function updateVideo(db: Database, actor: Actor, input: z.output<typeof videoUpdateInput>, drive?: DriveGateway): Promise<Video> {
  const { id, ...changes } = input
  const video = await loadOwnedVideo(db, actor, id)
  checkSourceFields(video.source, changes)
  if (changes.drive_url && video.protection === 'drive') await assertFileVisible(drive, driveFileId(changes.drive_url), changes.title ?? video.title)
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('videos')
      .set({ ...changes, ...(changes.drive_url ? { drive_file_id: driveFileId(changes.drive_url) } : {}), updated_at: now() })
      .where('id', '=', id)
      .returning(videoColumns)
      .executeTakeFirstOrThrow()
      .then(toVideo)
    // a new file, module or free flag opens and closes files (DESIGN §16)
    if (video.protection === 'drive') await syncCourseGrants(trx, video.course_id)
    return updated
  })
}

/** Deletes the row; the hosted bytes and poster it named are the caller's to remove (hosted.ts), after the commit. */
export async function deleteVideo(db: Database, actor: Actor, id: number): Promise<HostedKeys> {
  const video = await loadOwnedVideo(db, actor, id)
  await inTransaction(db, async (trx) => {
    const students = await courseStudents(trx, video.course_id)
    await trx.deleteFrom('videos').where('id', '=', id).execute()
    await syncStudents(trx, students)
  })
  return { file_key: video.file_key, poster_key: video.poster_key }
}

/** Persists a new order inside one module, in one transaction. */
export async function reorderVideos(db: Database, actor: Actor, input: z.output<typeof videoReorderInput>): Promise<Video[]> {
  await loadOwnedCourse(db, actor, input.course_id)
  const current = await db
    .selectFrom('videos')
    .select(['id', 'order_in_course'])
    .where('course_id', '=', input.course_id)
    .where((eb) => (input.module_name === null ? eb('module_name', 'is', null) : eb('module_name', '=', input.module_name)))
    .execute()
  const expected = new Set(current.map((v) => v.id))
  const given = new Set(input.video_ids)
  if (given.size !== input.video_ids.length || given.size !== expected.size || input.video_ids.some((id) => !expected.has(id)))
    throw badRequest(VIDEO_FEEDBACK.reorderMismatch)
  // The module keeps the positions it had in the course; only who sits where changes.
  // strictly increasing, so two videos that shared a number get distinct ones
  const slots = current
    .map((v) => v.order_in_course)
    .sort((a, b) => a - b)
    .reduce<number[]>((acc, slot) => [...acc, Math.max(slot, (acc.at(-1) ?? -1) + 1)], [])
  await db.transaction().execute(async (trx) => {
    for (const [index, id] of input.video_ids.entries()) {
      await trx.updateTable('videos').set({ order_in_course: slots[index] ?? index + 1, updated_at: now() }).where('id', '=', id).execute()
    }
  })
  return listCourseVideos(db, actor, input.course_id)
}

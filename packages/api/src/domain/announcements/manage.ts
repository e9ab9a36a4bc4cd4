import {
  ANNOUNCEMENT_MESSAGES,
  type AdminAnnouncement,
  type Announcement,
  type announcementCreateInput,
  type announcementUpdateInput,
  FORMATION_MESSAGES,
  type Formation,
  instalmentsProblem,
  type Teacher,
} from '@tutorat/contracts'
import { type Database, prepared } from '@tutorat/db'
import type { z } from 'zod'
import { badRequestAt, notFound } from '../../errors.ts'
import type { FileStore } from '../../files.ts'
import { checkImage } from '../courses/image.ts'
import { type ImageColumns, NO_IMAGE, removeImage, storeImage } from '../images/store.ts'
import { formationTestimonials } from '../testimonials/manage.ts'
import { type AnnouncementRow as Row, asList, seatsFor, selectAnnouncements as select, toAdminAnnouncement, toFormation, toListed } from './queries.ts'
import { removeDroppedPhotos } from './teacher-photos.ts'

const newestFirst = (db: Database) => select(db).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(200)
// the home page's list, read by every visitor: compiled once (issue 30)
const activeRows = prepared((db: Database) => newestFirst(db).where('a.is_active', '=', true))

export async function listAnnouncements(db: Database): Promise<AdminAnnouncement[]> {
  const rows = await newestFirst(db).execute()
  const taken = await seatsFor(db, rows)
  return rows.map((row) => toAdminAnnouncement(row, taken))
}
export async function listActiveAnnouncements(db: Database): Promise<Announcement[]> {
  const rows = await activeRows(db)
  const taken = await seatsFor(db, rows)
  return rows.map((row) => toListed(row, taken))
}

async function loadRow(db: Database, id: number, message: string = ANNOUNCEMENT_MESSAGES.notFound): Promise<Row> {
  const row = await select(db).where('a.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(message)
  return row
}

const adminView = async (db: Database, row: Row) => toAdminAnnouncement(row, await seatsFor(db, [row]))

/** One active formation for its public page; an inactive one is as missing as a deleted one. */
export async function getActiveAnnouncement(db: Database, id: number): Promise<Formation> {
  const row = await loadRow(db, id, ANNOUNCEMENT_MESSAGES.formationNotFound)
  if (!row.is_active) throw notFound(ANNOUNCEMENT_MESSAGES.formationNotFound)
  const [taken, testimonials] = await Promise.all([seatsFor(db, [row]), formationTestimonials(db, id)])
  return { ...toFormation(row, taken), testimonials }
}

async function checkCourse(db: Database, courseId: number | null | undefined) {
  if (courseId == null) return
  const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst()
  if (!course) throw badRequestAt('course_id', ANNOUNCEMENT_MESSAGES.saleCourseUnknown)
}

/** The preview a visitor will be able to play: an existing video marked « Gratuite » (DESIGN §18). */
async function checkPreviewVideo(db: Database, videoId: number | null | undefined) {
  if (videoId == null) return
  const video = await db.selectFrom('videos').select('is_free').where('id', '=', videoId).executeTakeFirst()
  if (!video) throw badRequestAt('preview_video_id', FORMATION_MESSAGES.previewVideoUnknown)
  if (!video.is_free) throw badRequestAt('preview_video_id', FORMATION_MESSAGES.previewVideoNotFree)
}

/** The plan's parts add up to the amount sold online, as it will be once this change is written. */
function checkInstalments(parts: readonly number[], amount: number | null | undefined) {
  const problem = instalmentsProblem(parts, amount)
  if (problem) throw badRequestAt('instalments', problem)
}

type PageInput = Pick<z.output<typeof announcementCreateInput>, 'teachers' | 'faq' | 'instalments'>
/** The lists as jsonb text; absent ones stay absent (unchanged on update). */
const listColumns = ({ teachers, faq, instalments }: PageInput) => ({
  teachers: teachers && JSON.stringify(teachers),
  faq: faq && JSON.stringify(faq),
  instalments: instalments && JSON.stringify(instalments),
})

type StoredImage = { image_url: string } & ImageColumns

/** Stores the image (checked by its bytes) and its copies first; removes them again if the row cannot be written. */
async function withImage<T>(files: FileStore, image: Uint8Array | undefined, write: (stored: StoredImage | undefined) => Promise<T>): Promise<T> {
  const stored = image ? await storeImage(files, 'announcements', await checkImage(image), image) : undefined
  try {
    return await write(stored && { image_url: stored.key, ...stored.columns })
  } catch (error) {
    if (stored) await removeImage(files, stored.key)
    throw error
  }
}

export async function createAnnouncement(db: Database, files: FileStore, adminId: number, input: z.output<typeof announcementCreateInput>, image?: Uint8Array) {
  await checkCourse(db, input.course_id)
  await checkPreviewVideo(db, input.preview_video_id)
  checkInstalments(input.instalments ?? [], input.amount_mad)
  const values = { ...input, ...listColumns(input), created_by: adminId }
  const id = await withImage(files, image, async (stored) =>
    (await db.insertInto('announcements').values({ ...values, ...(stored ?? { image_url: null }) }).returning('id').executeTakeFirstOrThrow()).id,
  )
  return adminView(db, await loadRow(db, id))
}

export async function updateAnnouncement(db: Database, files: FileStore, input: z.output<typeof announcementUpdateInput>, image?: Uint8Array) {
  const { id, remove_image, ...changes } = input
  const before = await loadRow(db, id)
  await checkCourse(db, changes.course_id)
  await checkPreviewVideo(db, changes.preview_video_id)
  checkInstalments(changes.instalments ?? (asList<number>(before.instalments)), changes.amount_mad === undefined ? before.amount_mad : changes.amount_mad)
  const values = { ...changes, ...listColumns(changes) }
  await withImage(files, image, (stored) =>
    db
      .updateTable('announcements')
      .set({ ...values, ...(stored ?? (remove_image ? { image_url: null, ...NO_IMAGE } : {})), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute(),
  )
  const after = await loadRow(db, id)
  if (before.image_url && before.image_url !== after.image_url) await removeImage(files, before.image_url)
  await removeDroppedPhotos(db, files, asList<Teacher>(before.teachers), asList<Teacher>(after.teachers))
  return adminView(db, after)
}

export async function toggleAnnouncement(db: Database, id: number) {
  await loadRow(db, id)
  await db.updateTable('announcements').set((eb) => ({ is_active: eb.not('is_active'), updated_at: new Date().toISOString() })).where('id', '=', id).execute()
  return adminView(db, await loadRow(db, id))
}

export async function deleteAnnouncement(db: Database, files: FileStore, id: number) {
  const row = await loadRow(db, id)
  await db.deleteFrom('announcements').where('id', '=', id).execute()
  if (row.image_url) await removeImage(files, row.image_url)
  await removeDroppedPhotos(db, files, asList<Teacher>(row.teachers), [])
}

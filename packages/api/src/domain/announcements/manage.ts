import {
  ANNOUNCEMENT_MESSAGES,
  type AdminAnnouncement,
  type Announcement,
  type announcementCreateInput,
  type announcementUpdateInput,
} from '@tutorat/contracts'
import { type Database, prepared } from '@tutorat/db'
import type { z } from 'zod'
import { badRequestAt, notFound } from '../../errors.ts'
import { type FileStore, uploadUrl } from '../../files.ts'
import { checkImage } from '../courses/image.ts'
import { type ImageColumns, imageOutput, NO_IMAGE, removeImage, storeImage } from '../images/store.ts'

function select(db: Database) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('courses as c', 'c.id', 'a.course_id')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.image_url',
      'a.image_width',
      'a.image_height',
      'a.image_variant_widths',
      'a.price',
      'a.is_active',
      'a.created_at',
      'a.course_id',
      'c.title as course_title',
      'a.amount_mad',
      'a.access_type',
      'a.duration_days',
    ])
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>

// image_url holds the upload key; the API hands out its public path
function toAdminAnnouncement({ image_width, image_height, image_variant_widths, access_type, ...row }: Row): AdminAnnouncement {
  // a formation whose course was deleted keeps its amount but can no longer be bought
  const sellable = row.course_id !== null && row.amount_mad !== null
  return {
    ...row,
    image_url: uploadUrl(row.image_url),
    ...imageOutput(row.image_url, { image_width, image_height, image_variant_widths }),
    access_type: access_type as AdminAnnouncement['access_type'],
    sellable,
  }
}

/** The public view: the sale terms only when it can be bought, never the course behind it. */
function toPublic(row: Row): Announcement {
  const { course_id: _course, course_title: _title, access_type: _type, ...rest } = toAdminAnnouncement(row)
  return rest.sellable ? rest : { ...rest, amount_mad: null, duration_days: null }
}

const newestFirst = (db: Database) => select(db).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(200)
// the home page's list, read by every visitor: compiled once (issue 30)
const activeRows = prepared((db: Database) => newestFirst(db).where('a.is_active', '=', true))

export const listAnnouncements = async (db: Database) => (await newestFirst(db).execute()).map(toAdminAnnouncement)
export const listActiveAnnouncements = async (db: Database) => (await activeRows(db)).map(toPublic)

async function loadRow(db: Database, id: number, message: string = ANNOUNCEMENT_MESSAGES.notFound): Promise<Row> {
  const row = await select(db).where('a.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(message)
  return row
}

/** One active formation for its public page; an inactive one is as missing as a deleted one. */
export async function getActiveAnnouncement(db: Database, id: number): Promise<Announcement> {
  const row = await loadRow(db, id, ANNOUNCEMENT_MESSAGES.formationNotFound)
  if (!row.is_active) throw notFound(ANNOUNCEMENT_MESSAGES.formationNotFound)
  return toPublic(row)
}

async function checkCourse(db: Database, courseId: number | null | undefined) {
  if (courseId == null) return
  const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst()
  if (!course) throw badRequestAt('course_id', ANNOUNCEMENT_MESSAGES.saleCourseUnknown)
}

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
  const id = await withImage(files, image, async (stored) =>
    (await db.insertInto('announcements').values({ ...input, ...(stored ?? { image_url: null }), created_by: adminId }).returning('id').executeTakeFirstOrThrow()).id,
  )
  return toAdminAnnouncement(await loadRow(db, id))
}

export async function updateAnnouncement(db: Database, files: FileStore, input: z.output<typeof announcementUpdateInput>, image?: Uint8Array) {
  const { id, remove_image, ...changes } = input
  const before = await loadRow(db, id)
  await checkCourse(db, changes.course_id)
  await withImage(files, image, (stored) =>
    db
      .updateTable('announcements')
      .set({ ...changes, ...(stored ?? (remove_image ? { image_url: null, ...NO_IMAGE } : {})), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute(),
  )
  const after = await loadRow(db, id)
  if (before.image_url && before.image_url !== after.image_url) await removeImage(files, before.image_url)
  return toAdminAnnouncement(after)
}

export async function toggleAnnouncement(db: Database, id: number) {
  await loadRow(db, id)
  await db.updateTable('announcements').set((eb) => ({ is_active: eb.not('is_active'), updated_at: new Date().toISOString() })).where('id', '=', id).execute()
  return toAdminAnnouncement(await loadRow(db, id))
}

export async function deleteAnnouncement(db: Database, files: FileStore, id: number) {
  const row = await loadRow(db, id)
  await db.deleteFrom('announcements').where('id', '=', id).execute()
  if (row.image_url) await removeImage(files, row.image_url)
}

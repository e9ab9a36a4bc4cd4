import { ANNOUNCEMENT_MESSAGES, type Announcement, type announcementCreateInput, type announcementUpdateInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { notFound } from '../../errors.ts'
import { type FileStore, uploadUrl } from '../../files.ts'
import { checkImage } from '../courses/image.ts'
import { type ImageColumns, imageOutput, NO_IMAGE, removeImage, storeImage } from '../images/store.ts'

function select(db: Database) {
  return db.selectFrom('announcements').select(['id', 'title', 'description', 'image_url', 'image_width', 'image_height', 'image_variant_widths', 'price', 'is_active', 'created_at'])
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>
// image_url holds the upload key; the API hands out its public path
const toAnnouncement = ({ image_width, image_height, image_variant_widths, ...row }: Row): Announcement => ({
  ...row,
  image_url: uploadUrl(row.image_url),
  ...imageOutput(row.image_url, { image_width, image_height, image_variant_widths }),
})

export async function listAnnouncements(db: Database, activeOnly: boolean): Promise<Announcement[]> {
  let query = select(db)
  if (activeOnly) query = query.where('is_active', '=', true)
  return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute()).map(toAnnouncement)
}

async function loadRow(db: Database, id: number): Promise<Row> {
  const row = await select(db).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound)
  return row
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
  const id = await withImage(files, image, async (stored) =>
    (await db.insertInto('announcements').values({ ...input, ...(stored ?? { image_url: null }), created_by: adminId }).returning('id').executeTakeFirstOrThrow()).id,
  )
  return toAnnouncement(await loadRow(db, id))
}

export async function updateAnnouncement(db: Database, files: FileStore, input: z.output<typeof announcementUpdateInput>, image?: Uint8Array) {
  const { id, remove_image, ...changes } = input
  const before = await loadRow(db, id)
  await withImage(files, image, (stored) =>
    db
      .updateTable('announcements')
      .set({ ...changes, ...(stored ?? (remove_image ? { image_url: null, ...NO_IMAGE } : {})), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute(),
  )
  const after = await loadRow(db, id)
  if (before.image_url && before.image_url !== after.image_url) await removeImage(files, before.image_url)
  return toAnnouncement(after)
}

export async function toggleAnnouncement(db: Database, id: number) {
  await loadRow(db, id)
  await db.updateTable('announcements').set((eb) => ({ is_active: eb.not('is_active'), updated_at: new Date().toISOString() })).where('id', '=', id).execute()
  return toAnnouncement(await loadRow(db, id))
}

export async function deleteAnnouncement(db: Database, files: FileStore, id: number) {
  const row = await loadRow(db, id)
  await db.deleteFrom('announcements').where('id', '=', id).execute()
  if (row.image_url) await removeImage(files, row.image_url)
}

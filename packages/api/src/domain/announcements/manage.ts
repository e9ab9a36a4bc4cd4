import { ANNOUNCEMENT_MESSAGES, type Announcement, type announcementCreateInput, type announcementUpdateInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { notFound } from '../../errors.ts'
import { type FileStore, uploadUrl } from '../../files.ts'
import { checkImage } from '../courses/image.ts'

function select(db: Database) {
  return db.selectFrom('announcements').select(['id', 'title', 'description', 'image_url', 'price', 'is_active', 'created_at'])
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>
// image_url holds the upload key; the API hands out its public path
const toAnnouncement = (row: Row): Announcement => ({ ...row, image_url: uploadUrl(row.image_url) })

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

/** Stores the image (checked by its bytes) first; removes it again if the row cannot be written. */
async function withImage<T>(files: FileStore, image: Uint8Array | undefined, write: (key: string | undefined) => Promise<T>): Promise<T> {
  const key = image ? await files.put('announcements', await checkImage(image), image) : undefined
  try {
    return await write(key)
  } catch (error) {
    if (key) await files.remove(key)
    throw error
  }
}

export async function createAnnouncement(db: Database, files: FileStore, adminId: number, input: z.output<typeof announcementCreateInput>, image?: Uint8Array) {
  const id = await withImage(files, image, async (key) =>
    (await db.insertInto('announcements').values({ ...input, image_url: key ?? null, created_by: adminId }).returning('id').executeTakeFirstOrThrow()).id,
  )
  return toAnnouncement(await loadRow(db, id))
}

export async function updateAnnouncement(db: Database, files: FileStore, input: z.output<typeof announcementUpdateInput>, image?: Uint8Array) {
  const { id, remove_image, ...changes } = input
  const before = await loadRow(db, id)
  await withImage(files, image, (key) =>
    db
      .updateTable('announcements')
      .set({ ...changes, ...(key || remove_image ? { image_url: key ?? null } : {}), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute(),
  )
  const after = await loadRow(db, id)
  if (before.image_url && before.image_url !== after.image_url) await files.remove(before.image_url)
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
  if (row.image_url) await files.remove(row.image_url)
}

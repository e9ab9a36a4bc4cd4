import type { Teacher } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { type FileStore, uploadUrl } from '../../files.ts'
import { checkImage } from '../courses/image.ts'
import { prepareImage } from '../images/process.ts'

// Teacher photos go through the image pipeline (checked by their bytes, ≤ 5 MB) and are kept as
// one small copy: a photo is shown at most 96 px wide, so a 320 px WebP is all a phone downloads.
const KIND = 'teachers'
const PHOTO_WIDTH = 320
const PREFIX = `/uploads/${KIND}/`

/** Stores a teacher's photo and answers its public address, for the formation's `teachers`. */
export async function storeTeacherPhoto(files: FileStore, bytes: Uint8Array): Promise<string> {
  const extension = await checkImage(bytes)
  const prepared = await prepareImage(bytes)
  const small = prepared.variants.find((variant) => variant.width === PHOTO_WIDTH)
  const key = small ? await files.put(KIND, 'webp', small.bytes) : await files.put(KIND, extension, bytes)
  const url = uploadUrl(key)
  if (!url) throw new Error('stored photo has no key')
  return url
}

const storedKey = (url: string | null) => (url?.startsWith(PREFIX) ? url.slice('/uploads/'.length) : undefined)

/** Whether another formation still shows this photo (a teacher copied from one formation to another). */
async function stillUsed(db: Database, url: string) {
  const row = await db
    .selectFrom('announcements')
    .select('id')
    .where(sql<boolean>`teachers @> ${JSON.stringify([{ photo_url: url }])}::jsonb`)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Removes the stored photos a change left unused (a teacher removed, a photo replaced, the formation deleted). */
export async function removeDroppedPhotos(db: Database, files: FileStore, before: readonly Teacher[], after: readonly Teacher[]) {
  const kept = new Set(after.map((teacher) => teacher.photo_url))
  for (const { photo_url: url } of before) {
    const key = storedKey(url)
    if (url && key && !kept.has(url) && !(await stillUsed(db, url))) await files.remove(key)
  }
}

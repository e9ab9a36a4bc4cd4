import { buffer } from 'node:stream/consumers'
import type { Database } from '@tutorat/db'
import type { FileStore } from '../../files.ts'
import { type ImageColumns, storeVariants, variantKey } from './store.ts'

/** The pictures sharp can resize; others (the drawn SVG placeholders) are served as they are. */
const RASTER = /\.(jpe?g|png|gif|webp)$/

interface Picture {
  table: 'announcements' | 'courses'
  id: number
  key: string
  widths: number[] | null
}

export interface BackfillOptions {
  /** also look for copies gone missing on disk (the script); start-up trusts the rows */
  verifyFiles?: boolean
  warn?: (message: string) => void
  /** stops between two pictures (server shutdown) */
  signal?: AbortSignal
}

async function pictures(db: Database, onlyPending: boolean): Promise<Picture[]> {
  let announcements = db.selectFrom('announcements').select(['id', 'image_url as key', 'image_variant_widths']).where('image_url', 'is not', null)
  let courses = db.selectFrom('courses').select(['id', 'image_filename as key', 'image_variant_widths']).where('image_filename', 'is not', null)
  if (onlyPending) {
    announcements = announcements.where('image_variant_widths', 'is', null)
    courses = courses.where('image_variant_widths', 'is', null)
  }
  const tag = (table: Picture['table']) => (row: { id: number; key: string | null; image_variant_widths: number[] | null }) =>
    row.key ? [{ table, id: row.id, key: row.key, widths: row.image_variant_widths }] : []
  return [...(await announcements.execute()).flatMap(tag('announcements')), ...(await courses.execute()).flatMap(tag('courses'))]
}

// Only while the row still points at the same picture: an admin may have replaced it meanwhile.
async function save(db: Database, picture: Picture, columns: ImageColumns) {
  if (picture.table === 'announcements') {
    await db.updateTable('announcements').set(columns).where('id', '=', picture.id).where('image_url', '=', picture.key).execute()
  } else {
    await db.updateTable('courses').set(columns).where('id', '=', picture.id).where('image_filename', '=', picture.key).execute()
  }
}

async function exists(files: FileStore, key: string) {
  const stream = await files.read(key)
  stream?.destroy()
  return stream !== undefined
}

async function isComplete(files: FileStore, picture: Picture) {
  if (picture.widths === null) return false
  for (const width of picture.widths) if (!(await exists(files, variantKey(picture.key, width)))) return false
  return true
}

/** Makes the copies of one picture; false when its original is gone (left for a later run). */
async function fill(files: FileStore, db: Database, picture: Picture, warn: (message: string) => void) {
  if (!RASTER.test(picture.key)) {
    await save(db, picture, { image_width: null, image_height: null, image_variant_widths: [] })
    return true
  }
  const stream = await files.read(picture.key)
  if (!stream) {
    warn(`image introuvable : ${picture.key}`)
    return false
  }
  try {
    await save(db, picture, await storeVariants(files, picture.key, await buffer(stream)))
  } catch (error) {
    // an undecodable old upload keeps being served as it is; marked so start-up stops retrying it
    warn(`image illisible, servie sans copies : ${picture.key} (${error instanceof Error ? error.message : String(error)})`)
    await save(db, picture, { image_width: null, image_height: null, image_variant_widths: [] })
  }
  return true
}

/**
 * Gives resized copies to the pictures that lack them (uploaded before copies existed). At start-up
 * it costs two small queries when nothing is missing; `verifyFiles` also checks every copy on disk.
 */
export async function backfillImageVariants(db: Database, files: FileStore, options: BackfillOptions = {}) {
  const warn = options.warn ?? (() => {})
  const result = { checked: 0, filled: 0, missing: 0 }
  for (const picture of await pictures(db, !options.verifyFiles)) {
    if (options.signal?.aborted) break
    result.checked += 1
    if (await isComplete(files, picture)) continue
    if (await fill(files, db, picture, warn)) result.filled += 1
    else result.missing += 1
  }
  return result
}

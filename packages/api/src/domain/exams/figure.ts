import type { Database } from '@tutorat/db'
import { type FileStore, uploadUrl } from '../../files.ts'
import { checkImage } from '../courses/image.ts'
import { storeImage } from '../images/store.ts'
import type { Actor } from '../ownership.ts'
import { loadManagedExamRow } from './admin-queries.ts'

/**
 * A question's figure, uploaded from the editor before the list is saved: stored with its resized
 * copies like every picture, and handed back for the editor to put into the question.
 */
export async function uploadFigure(db: Database, files: FileStore, actor: Actor, examId: number, bytes: Uint8Array) {
  await loadManagedExamRow(db, actor, examId)
  const { key, columns } = await storeImage(files, 'exams', await checkImage(bytes), bytes)
  return {
    image: { key, width: columns.image_width, height: columns.image_height, variant_widths: columns.image_variant_widths },
    url: uploadUrl(key) as string,
  }
}

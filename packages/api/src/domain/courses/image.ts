import { COURSE_MESSAGES, type Course, FILE_LIMITS } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { TRPCError } from '@trpc/server'
import { fileTypeFromBuffer } from 'file-type'
import type { FileStore } from '../../files.ts'
import { removeImage, storeImage } from '../images/store.ts'
import type { Actor } from '../ownership.ts'
import { loadOwnedCourse } from './manage.ts'

export const IMAGE_MAX_BYTES = FILE_LIMITS.imageMaxBytes
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }

/** The real type of an image, read from its bytes (never its name or header); 413/415 otherwise. */
export async function checkImage(bytes: Uint8Array): Promise<string> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: COURSE_MESSAGES.imageTooLarge })
  const type = await fileTypeFromBuffer(bytes)
  const extension = type && IMAGE_TYPES[type.mime]
  if (!extension) throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: COURSE_MESSAGES.imageInvalid })
  return extension
}

export async function setCourseImage(db: Database, files: FileStore, actor: Actor, id: number, bytes: Uint8Array): Promise<Course> {
  const course = await loadOwnedCourse(db, actor, id)
  const extension = await checkImage(bytes)
  const { key, columns } = await storeImage(files, 'courses', extension, bytes)
  try {
    await db.updateTable('courses').set({ image_filename: key, ...columns, updated_at: new Date().toISOString() }).where('id', '=', id).execute()
  } catch (error) {
    await removeImage(files, key)
    throw error
  }
  if (course.image_filename) await removeImage(files, course.image_filename)
  return loadOwnedCourse(db, actor, id)
}

import { HOSTED_VIDEO_MESSAGES as M, HOSTED_VIDEO_TYPES, type Video } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { Context } from '../../context.ts'
import { badRequest } from '../../errors.ts'
import { type FileStore, uploadUrl } from '../../files.ts'
import { checkImage } from '../courses/image.ts'
import { removeImage, storeImage, variantKey } from '../images/store.ts'

// DESIGN §17: what a video row says about its hosted file, for the back office; the poster frame.

type HostedType = (typeof HOSTED_VIDEO_TYPES)[number]
const isHostedType = (mime: string | null): mime is HostedType => HOSTED_VIDEO_TYPES.some((type) => type === mime)

interface VideoRow extends Omit<Video, 'source' | 'file'> {
  source: string
  file_key: string | null
  file_size: number | null
  file_mime: string | null
  duration_seconds: number | null
  poster_key: string | null
  poster_width: number | null
}

/** The keys a deleted video leaves to remove: its bytes (hosted store) and its poster (public images). */
export interface HostedKeys {
  file_key: string | null
  poster_key: string | null
}

/** The poster's address: its widest resized copy (lighter), else the picture as uploaded. */
export const posterUrl = (key: string | null, width: number | null) => (key && width ? uploadUrl(variantKey(key, width)) : uploadUrl(key))

export function toVideo(row: VideoRow): Video {
  const { source, file_key: _key, file_size, file_mime, duration_seconds, poster_key, poster_width, ...video } = row
  const file =
    source === 'file' && file_size !== null && isHostedType(file_mime)
      ? { size_bytes: file_size, mime_type: file_mime, duration_seconds, poster_url: posterUrl(poster_key, poster_width) }
      : null
  return { ...video, source: file ? 'file' : 'drive', file }
}

/** A hosted video has no Drive link to change; a Drive video no duration of ours. */
export function checkSourceFields(source: string, changes: { drive_url?: string | undefined; duration_seconds?: number | undefined }) {
  if (source === 'file' && changes.drive_url !== undefined) throw badRequest(M.hostedHasNoDriveUrl)
  if (source !== 'file' && changes.duration_seconds !== undefined) throw badRequest(M.durationDriveOnly)
}

/**
 * Removes what deleted videos left (after their rows are gone): a failure is logged by the
 * caller's sweep later (the orphan pass of the hosted store, the image sweep), never lost.
 */
export async function removeHostedFiles(ctx: Pick<Context, 'files' | 'videoFiles'>, removed: HostedKeys[]) {
  for (const { file_key, poster_key } of removed) {
    if (file_key) await ctx.videoFiles.remove(file_key)
    if (poster_key) await removeImage(ctx.files, poster_key)
  }
}

/** The poster frame the admin's browser took (checked and resized like every picture); the old one goes. */
export async function setPoster(
  db: Database,
  files: FileStore,
  video: { id: number; source: string; poster_key: string | null },
  bytes: Uint8Array,
): Promise<void> {
  if (video.source !== 'file') throw badRequest(M.notHosted)
  const extension = await checkImage(bytes)
  const { key, columns } = await storeImage(files, 'posters', extension, bytes)
  const width = Math.max(0, ...(columns.image_variant_widths ?? [])) || null
  try {
    await db.updateTable('videos').set({ poster_key: key, poster_width: width, updated_at: new Date().toISOString() }).where('id', '=', video.id).execute()
  } catch (error) {
    await removeImage(files, key)
    throw error
  }
  if (video.poster_key) await removeImage(files, video.poster_key)
}

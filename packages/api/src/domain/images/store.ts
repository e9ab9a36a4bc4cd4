import { IMAGE_VARIANT_WIDTHS } from '@tutorat/contracts'
import { derivedKey, type FileStore, uploadUrl } from '../../files.ts'
import { type PreparedImage, prepareImage } from './process.ts'

/** What a row keeps about its picture, beside the key. */
export interface ImageColumns {
  image_width: number | null
  image_height: number | null
  /** null: not looked at yet (the backfill will); []: looked at, no copy (tiny, animated, SVG) */
  image_variant_widths: number[] | null
}

export const NO_IMAGE: ImageColumns = { image_width: null, image_height: null, image_variant_widths: null }

export const variantSuffix = (width: number) => `.w${width}.webp`
export const variantKey = (key: string, width: number) => derivedKey(key, variantSuffix(width))

async function writeVariants(files: FileStore, key: string, prepared: PreparedImage): Promise<ImageColumns> {
  try {
    for (const variant of prepared.variants) await files.putDerived(key, variantSuffix(variant.width), variant.bytes)
  } catch (error) {
    await removeVariants(files, key)
    throw error
  }
  return { image_width: prepared.width, image_height: prepared.height, image_variant_widths: prepared.variants.map((v) => v.width) }
}

/** Makes and writes the copies of a picture already stored under `key` (the backfill). */
export async function storeVariants(files: FileStore, key: string, bytes: Uint8Array): Promise<ImageColumns> {
  return writeVariants(files, key, await prepareImage(bytes))
}

/**
 * Stores an uploaded picture (type already checked by its bytes) with its copies. The image is
 * decoded before anything is written, so a refused one leaves no file.
 */
export async function storeImage(files: FileStore, kind: string, extension: string, bytes: Uint8Array) {
  const prepared = await prepareImage(bytes)
  const key = await files.put(kind, extension, bytes)
  try {
    return { key, columns: await writeVariants(files, key, prepared) }
  } catch (error) {
    await files.remove(key)
    throw error
  }
}

// Every possible width, not only those the row lists: a copy left by an interrupted write goes too.
async function removeVariants(files: FileStore, key: string) {
  for (const width of IMAGE_VARIANT_WIDTHS) await files.remove(variantKey(key, width))
}

/** Removes a picture and its copies. */
export async function removeImage(files: FileStore, key: string) {
  await files.remove(key)
  await removeVariants(files, key)
}

/** The API's view of a stored picture: a ready `srcset` and the size to reserve. */
export function imageOutput(key: string | null, columns: ImageColumns) {
  const widths = key ? (columns.image_variant_widths ?? []) : []
  return {
    image_srcset: widths.length > 0 && key ? widths.map((width) => `${uploadUrl(variantKey(key, width))} ${width}w`).join(', ') : null,
    image_width: key ? columns.image_width : null,
    image_height: key ? columns.image_height : null,
  }
}

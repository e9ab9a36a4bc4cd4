import { COURSE_MESSAGES, FILE_LIMITS, IMAGE_VARIANT_WIDTHS } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'

// failOn 'error': phone JPEGs often carry harmless warnings; only an undecodable file is refused.
const DECODE = { limitInputPixels: FILE_LIMITS.imageMaxPixels, failOn: 'error' } as const
// visually close to the original at a fraction of a JPEG's weight (the site is read over mobile data)
const WEBP_QUALITY = 75

export interface Variant {
  width: number
  bytes: Uint8Array
}

export interface PreparedImage {
  /** the original's size as displayed (EXIF orientation applied) */
  width: number
  height: number
  variants: Variant[]
}

const tooManyPixels = () => new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: COURSE_MESSAGES.imageTooManyPixels })
const undecodable = () => new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: COURSE_MESSAGES.imageInvalid })

/** Widths worth making: never an upscale, so a picture narrower than 320 px keeps only its original. */
export const variantWidthsFor = (width: number) => IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate <= width)

// sharp (libvips) loads with the first picture: an instance that never resizes keeps its memory
const loadSharp = async () => (await import('sharp')).default

async function readSize(bytes: Uint8Array) {
  const sharp = await loadSharp()
  try {
    const meta = await sharp(bytes, DECODE).metadata()
    return { ...meta.autoOrient, pages: meta.pages ?? 1 }
  } catch (error) {
    // sharp reads the declared size from the header before decoding anything
    if (error instanceof Error && error.message.includes('pixel limit')) throw tooManyPixels()
    throw undecodable()
  }
}

/**
 * Reads an image (already checked by its bytes) and makes its WebP copies. Nothing is stored here:
 * a refusal (too many pixels, undecodable) leaves no file behind. An animated GIF gets no copy:
 * a WebP made of its first frame would silently stop the animation the admin chose.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const { width, height, pages } = await readSize(bytes)
  if (width * height > FILE_LIMITS.imageMaxPixels) throw tooManyPixels()
  const widths = pages > 1 ? [] : variantWidthsFor(width)
  const variants: Variant[] = []
  const sharp = await loadSharp()
  // one after the other: the machine's few cores serve requests too
  for (const target of widths) {
    try {
      const output = await sharp(bytes, DECODE).autoOrient().resize({ width: target }).webp({ quality: WEBP_QUALITY }).toBuffer()
      variants.push({ width: target, bytes: output })
    } catch {
      throw undecodable()
    }
  }
  return { width, height, variants }
}

import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A real picture of the given size, drawn by sharp (a gradient-free block compresses to almost nothing). */
export function picture(width: number, height: number, format: 'png' | 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 58, b: 138 } } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

/** A two-frame GIF (two colours: identical frames would be merged into one): an animation. */
export async function animatedGif(width: number, height: number) {
  const frame = (background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer()
  return sharp([await frame('#fbbf24'), await frame('#1e3a8a')], { join: { animated: true } }).gif().toBuffer()
}

/**
 * A decompression bomb: a 1×1 PNG whose header claims 60000×60000 pixels (3.6 gigapixels, ~10 GB
 * once decoded) in a few dozen bytes. The header's checksum is fixed so the file looks genuine.
 */
export async function pngBomb() {
  const bytes = Buffer.from(await picture(1, 1, 'png'))
  bytes.writeUInt32BE(60_000, 16)
  bytes.writeUInt32BE(60_000, 20)
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29)
  return bytes
}

export const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width

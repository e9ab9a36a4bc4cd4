import type { Picture } from '../src/lib/picture.ts'

/** A picture as the server describes an upload with its WebP copies (same uuid, `.w<width>.webp`). */
export function uploadedPicture(path: string, width: number, height: number, copies: number[]): Picture {
  const base = path.replace(/\.[a-z]+$/, '')
  return {
    image_url: path,
    image_srcset: copies.map((copy) => `${base}.w${copy}.webp ${copy}w`).join(', '),
    image_width: width,
    image_height: height,
  }
}

/** The attributes that make a picture cheap on a phone and stable on screen. */
export function responsiveAttributes(image: Element) {
  const attribute = (name: string) => image.getAttribute(name)
  return {
    srcset: attribute('srcset'),
    sizes: attribute('sizes'),
    width: attribute('width'),
    height: attribute('height'),
    loading: attribute('loading'),
    fetchpriority: attribute('fetchpriority'),
    decoding: attribute('decoding'),
  }
}

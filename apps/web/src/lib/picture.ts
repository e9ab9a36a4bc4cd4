import type { RouterOutputs } from '@tutorat/api'

/** An uploaded picture as every contract gives it (announcements, courses, the student's courses). */
export type Picture = Pick<RouterOutputs['announcements']['list'][number], 'image_url' | 'image_srcset' | 'image_width' | 'image_height'>

/** A picture known only by its address (a placeholder, the form's current image): no copies, no size. */
export const plainPicture = (url: string | null): Picture => ({ image_url: url, image_srcset: null, image_width: null, image_height: null })

/** How soon a picture is fetched: `priority` for the first one a visitor sees (the LCP), `lazy` below the fold. */
export type Loading = 'priority' | 'eager' | 'lazy'

/**
 * The `<img>` attributes of an uploaded picture: the server's WebP copies with the layout's `sizes`
 * (a phone fetches 320–640 px, not the 5 MB original), and the original's size so the browser
 * reserves the space before the bytes arrive (no layout shift).
 */
export function pictureAttributes(picture: Picture, sizes: string, loading: Loading = 'lazy') {
  return {
    src: picture.image_url ?? undefined,
    ...(picture.image_srcset ? { srcSet: picture.image_srcset, sizes } : {}),
    ...(picture.image_width && picture.image_height ? { width: picture.image_width, height: picture.image_height } : {}),
    loading: loading === 'lazy' ? ('lazy' as const) : ('eager' as const),
    ...(loading === 'priority' ? { fetchPriority: 'high' as const } : {}),
    decoding: 'async' as const,
  }
}

import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { type Loading, type Picture, pictureAttributes, plainPicture } from '../../lib/picture.ts'
import { PLACEHOLDER_IMAGE } from './format.ts'

interface AnnouncementImageProps {
  picture: Picture
  /** the `sizes` of the layout the picture sits in */
  sizes: string
  className?: string
  loading?: Loading
}

/**
 * A formation's poster. Its box has a fixed shape (no jump when it arrives) and the whole poster
 * stays visible inside it; no picture, or a broken one, gives the drawn placeholder.
 */
export function AnnouncementImage({ picture, sizes, className, loading = 'lazy' }: AnnouncementImageProps) {
  const [failed, setFailed] = useState(false)
  const usable = picture.image_url && !failed
  const attributes = usable ? { ...pictureAttributes(picture, sizes, loading), onError: () => setFailed(true) } : pictureAttributes(plainPicture(PLACEHOLDER_IMAGE), sizes, loading)
  return (
    <img
      alt=""
      // the placeholder's drawing is 4:3; a picture without a known size (an old upload) gets the same
      width={800}
      height={600}
      {...attributes}
      className={cn('w-full bg-brand-50', usable ? 'object-contain' : 'object-cover', className)}
    />
  )
}

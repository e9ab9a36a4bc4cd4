import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { type Picture, pictureAttributes } from '../../lib/picture.ts'
import type { Subject } from './search.ts'
import { SubjectArt } from './SubjectArt.tsx'

interface CourseImageProps {
  picture: Picture
  subject: Subject
  /** the `sizes` of the layout the picture sits in */
  sizes: string
  className?: string
}

/** The course's picture, or its subject's drawing when there is none or it fails to load: never a broken image. */
export function CourseImage({ picture, subject, sizes, className }: CourseImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const classes = cn('size-full object-cover', className)
  const src = picture.image_url
  if (!src || failedSrc === src) return <SubjectArt subject={subject} className={classes} />
  // The title sits beside the picture: the picture itself is decoration (alt="").
  return <img alt="" {...pictureAttributes(picture, sizes)} onError={() => setFailedSrc(src)} className={classes} />
}

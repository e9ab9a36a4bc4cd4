import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Subject } from './routes.ts'
import { SubjectArt } from './SubjectArt.tsx'

interface CourseImageProps {
  src: string | null
  subject: Subject
  className?: string
}

/** The course's picture, or its subject's drawing when there is none or it fails to load: never a broken image. */
export function CourseImage({ src, subject, className }: CourseImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const classes = cn('size-full object-cover', className)
  if (!src || failedSrc === src) return <SubjectArt subject={subject} className={classes} />
  // The title sits beside the picture: the picture itself is decoration (alt="").
  return <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} className={classes} />
}

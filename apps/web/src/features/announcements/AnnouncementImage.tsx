import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { PLACEHOLDER_IMAGE } from './format.ts'

interface AnnouncementImageProps {
  src: string | null
  className?: string
  /** The first card of a page is worth fetching at once; the others wait for the scroll. */
  eager?: boolean
}

/**
 * A formation's poster. Its box has a fixed shape (no jump when it arrives) and the whole poster
 * stays visible inside it; no picture, or a broken one, gives the drawn placeholder.
 */
export function AnnouncementImage({ src, className, eager = false }: AnnouncementImageProps) {
  const [failed, setFailed] = useState(false)
  const usable = src && !failed
  return (
    <img
      src={usable ? src : PLACEHOLDER_IMAGE}
      alt=""
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      {...(usable ? { onError: () => setFailed(true) } : {})}
      className={cn('w-full bg-brand-50', usable ? 'object-contain' : 'object-cover', className)}
    />
  )
}

import { cn } from '../../lib/cn.ts'
import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { CAROUSEL_HEIGHT } from './carousel-size.ts'

export function AnnouncementsLoading() {
  return (
    <p role="status" className={cn('mx-auto flex max-w-5xl items-center justify-center rounded-card border border-dashed border-line bg-white text-muted', CAROUSEL_HEIGHT)}>
      {ANNOUNCEMENT_MESSAGES.loading}
    </p>
  )
}

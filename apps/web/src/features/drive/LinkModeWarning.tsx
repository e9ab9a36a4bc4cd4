import { DRIVE_MESSAGES } from '@tutorat/contracts'
import { TriangleAlert } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

/** DESIGN §16: said plainly on every course still in « lien » mode that holds Drive videos. */
export function LinkModeWarning({ className }: { className?: string }) {
  return (
    <p role="note" className={cn('flex gap-2 rounded-control border border-amber-200 bg-amber-50 p-2.5 text-xs text-amber-900', className)}>
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{DRIVE_MESSAGES.linkModeWarning}</span>
    </p>
  )
}

/** Whether a course needs the warning: « lien » mode and at least one Drive video (hosted files are never exposed by a link). */
export const needsLinkWarning = (course: { protection: 'lien' | 'drive'; drive_video_count: number }) => course.protection === 'lien' && course.drive_video_count > 0

import { type CourseProtection, DRIVE_MESSAGES } from '@tutorat/contracts'
import { conflict } from '../../errors.ts'
import type { DriveGateway } from './gateway.ts'

// DESIGN §16: a course is `drive` (per-student permissions) by default once Google is connected;
// without the connection nothing can be protected, so `drive` is refused rather than left unapplied.

export function protectionFor(requested: CourseProtection | undefined, drive: DriveGateway | undefined): CourseProtection {
  if (requested === 'drive' && !drive) throw conflict(DRIVE_MESSAGES.notConnected)
  return requested ?? (drive ? 'drive' : 'lien')
}

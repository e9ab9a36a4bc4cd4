import type { Database } from '@tutorat/db'

// DESIGN §16, for the play endpoint: a `drive` video plays only with a linked Google account and
// a live grant on its file. A grant still on its way is « en cours de préparation », never a
// broken frame.

/** `viaGoogleAccount`: the file opens through the student's own Drive permission (a `drive` course). */
export type DriveReadiness = { ok: true; viaGoogleAccount: boolean } | { ok: false; reason: 'no_google_account' | 'grant_pending' }

export async function driveReadiness(db: Database, studentId: number, videoId: number): Promise<DriveReadiness> {
  const row = await db
    .selectFrom('videos')
    .innerJoin('courses', 'courses.id', 'videos.course_id')
    .innerJoin('students', (join) => join.on('students.id', '=', studentId))
    .select(['courses.protection', 'videos.drive_file_id', 'students.google_email'])
    .where('videos.id', '=', videoId)
    .where('videos.source', '=', 'drive')
    .$narrowType<{ drive_file_id: string }>()
    .executeTakeFirst()
  // a hosted video (DESIGN §17) plays from our own stream, whatever the course's protection
  if (!row || row.protection !== 'drive') return { ok: true, viaGoogleAccount: false }
  if (!row.google_email) return { ok: false, reason: 'no_google_account' }
  const granted = await db
    .selectFrom('drive_grants')
    .select('id')
    .where('file_id', '=', row.drive_file_id)
    .where('email', '=', row.google_email)
    .where('state', '=', 'granted')
    .executeTakeFirst()
  return granted ? { ok: true, viaGoogleAccount: true } : { ok: false, reason: 'grant_pending' }
}

import type { Database } from '@tutorat/db'

/** The last Drive error, for the back office's card. */
export async function recordDriveError(db: Database, reason: string, now: Date) {
  await db.updateTable('drive_status').set({ last_error: reason, last_error_at: now.toISOString() }).where('id', '=', 1).execute()
}

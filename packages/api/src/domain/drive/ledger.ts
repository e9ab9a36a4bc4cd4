import type { Database } from '@tutorat/db'
import { canWatch } from '../access-rules.ts'

// DESIGN §16, the grants ledger. What a student's valid accesses open on `drive` courses is
// compared with the live rows of `drive_grants`; the difference becomes work for the worker
// (apply.ts): `pending_grant` rows to give, `pending_revoke` rows to take back. Called inside the
// transaction of every change that can open or close a file (a crash between leaves neither), and
// by the sweep (sweep.ts) for what time alone changes.

/** Drive accepts an expiry at most a year ahead; a longer or unlimited access gets none (our revocation rules). */
const MAX_EXPIRY_MS = 365 * 86_400_000

interface Wanted {
  video_id: number
  expires_at: string | null
}

const laterEnd = (a: string | null, b: string | null) => (a === null || b === null ? null : a > b ? a : b)

/** Drive's `expirationTime` for an access end (null: none). */
export function driveExpiry(end: string | null, now: Date): string | null {
  if (end === null || Date.parse(end) - now.getTime() > MAX_EXPIRY_MS) return null
  return end
}

/** file id → the video it is opened for and until when, for the student's current Google account. */
async function wantedFiles(db: Database, studentId: number, now: Date): Promise<Map<string, Wanted>> {
  const rows = await db
    .selectFrom('accesses')
    .innerJoin('courses', 'courses.id', 'accesses.course_id')
    .innerJoin('videos', 'videos.course_id', 'courses.id')
    .select(['videos.id as video_id', 'videos.drive_file_id', 'videos.is_free', 'videos.module_name', 'accesses.access_type', 'accesses.is_active', 'accesses.expires_at', 'accesses.modules'])
    .where('accesses.student_id', '=', studentId)
    .where('courses.protection', '=', 'drive')
    // hosted videos (DESIGN §17) have no Drive file to share
    .where('videos.source', '=', 'drive')
    .$narrowType<{ drive_file_id: string }>()
    .execute()
  const wanted = new Map<string, Wanted>()
  for (const row of rows) {
    if (!canWatch(row, row, now.getTime())) continue
    const seen = wanted.get(row.drive_file_id)
    wanted.set(row.drive_file_id, { video_id: seen?.video_id ?? row.video_id, expires_at: seen ? laterEnd(seen.expires_at, row.expires_at) : row.expires_at })
  }
  return wanted
}

/**
 * Brings one student's ledger in line with their accesses. Rows for another address (the Google
 * account changed or was unlinked) or for files no longer open go to `pending_revoke`; missing
 * ones are added as `pending_grant`; a changed end is given again (the permission's expiry moves).
 */
export async function syncStudentGrants(db: Database, studentId: number, now = new Date()): Promise<void> {
  const student = await db.selectFrom('students').select('google_email').where('id', '=', studentId).executeTakeFirst()
  const email = student?.google_email ?? null
  const wanted = email ? await wantedFiles(db, studentId, now) : new Map<string, Wanted>()
  const live = await db
    .selectFrom('drive_grants')
    .select(['id', 'file_id', 'email', 'state', 'expires_at'])
    .where('student_id', '=', studentId)
    .where('state', '<>', 'revoked')
    .execute()
  const at = now.toISOString()
  for (const row of live) {
    const want = row.email === email ? wanted.get(row.file_id) : undefined
    if (!want) {
      if (row.state !== 'pending_revoke') await setState(db, row.id, 'pending_revoke', at)
      continue
    }
    wanted.delete(row.file_id)
    const expiry = driveExpiry(want.expires_at, now)
    if (row.state === 'pending_revoke' || !sameInstant(row.expires_at, expiry)) await setState(db, row.id, 'pending_grant', at, { expires_at: expiry, video_id: want.video_id })
  }
  if (!email) return
  for (const [fileId, want] of wanted) {
    await db
      .insertInto('drive_grants')
      .values({ student_id: studentId, video_id: want.video_id, file_id: fileId, email, expires_at: driveExpiry(want.expires_at, now), state: 'pending_grant', next_attempt_at: at })
      // another row of this address for this file (a second video on the same file): nothing to add
      .onConflict((oc) => oc.columns(['file_id', 'email']).where('state', '<>', 'revoked').doNothing())
      .execute()
  }
}

const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b))

async function setState(db: Database, id: number, state: 'pending_grant' | 'pending_revoke', at: string, extra: { expires_at?: string | null; video_id?: number } = {}) {
  await db
    .updateTable('drive_grants')
    .set({ state, ...extra, attempts: 0, next_attempt_at: at, last_error: null, updated_at: at })
    .where('id', '=', id)
    .execute()
}

/**
 * The students a course change concerns: an access to it, or a live row on one of its videos.
 * Read before a deletion (the rows go with it), synced after with `syncStudents`.
 */
export async function courseStudents(db: Database, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('accesses')
    .select('student_id')
    .where('course_id', '=', courseId)
    .union(
      db
        .selectFrom('drive_grants')
        .innerJoin('videos', 'videos.id', 'drive_grants.video_id')
        .select('drive_grants.student_id')
        .where('videos.course_id', '=', courseId)
        .where('drive_grants.state', '<>', 'revoked')
        .where('drive_grants.student_id', 'is not', null)
        .$narrowType<{ student_id: number }>(),
    )
    .execute()
  return rows.map((row) => row.student_id)
}

export async function syncStudents(db: Database, studentIds: readonly number[], now = new Date()): Promise<void> {
  for (const id of new Set(studentIds)) await syncStudentGrants(db, id, now)
}

export async function syncCourseGrants(db: Database, courseId: number, now = new Date()): Promise<void> {
  await syncStudents(db, await courseStudents(db, courseId), now)
}

import { DRIVE_AUDIT_MESSAGES, DRIVE_MESSAGES, type DriveAudit, type DriveFinding } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { conflict } from '../../errors.ts'
import { DriveError, type DriveGateway, type DrivePermission } from './gateway.ts'
import { recordDriveError } from './status-write.ts'

// DESIGN §16 « Audit »: every paid (non-free) video file of the `drive` courses, as Drive shares
// it. Shared with anyone, a domain, a group, or a user with no live grant = a way in we did not
// give. The business's own people (the owner, the connected account, writers and organizers)
// are left alone. « Corriger » removes what was found.

const BUSINESS_ROLES = new Set(['owner', 'organizer', 'fileOrganizer', 'writer'])

interface PaidFile {
  file_id: string
  video_id: number
  video_title: string
  course_title: string
}

async function paidFiles(db: Database): Promise<PaidFile[]> {
  const rows = await db
    .selectFrom('videos')
    .innerJoin('courses', 'courses.id', 'videos.course_id')
    .select(['videos.drive_file_id as file_id', 'videos.id as video_id', 'videos.title as video_title', 'courses.title as course_title'])
    .where('courses.protection', '=', 'drive')
    .where('videos.source', '=', 'drive')
    .$narrowType<{ file_id: string }>()
    .where('videos.is_free', '=', false)
    .orderBy('courses.title')
    .orderBy('videos.order_in_course')
    .execute()
  const byFile = new Map(rows.map((row) => [row.file_id, row]))
  return [...byFile.values()]
}

async function liveAddresses(db: Database, fileId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('drive_grants').select('email').where('file_id', '=', fileId).where('state', 'in', ['granted', 'pending_grant']).execute()
  return new Set(rows.map((row) => row.email))
}

function isFinding(p: DrivePermission, live: Set<string>, subject: string): boolean {
  if (BUSINESS_ROLES.has(p.role)) return false
  if (p.type === 'anyone' || p.type === 'domain' || p.type === 'group') return true
  const email = p.emailAddress?.toLowerCase() ?? ''
  return email !== subject && !live.has(email)
}

const toFinding = (file: PaidFile, p: DrivePermission): DriveFinding => ({
  ...file,
  permission_id: p.id,
  type: p.type,
  role: p.role,
  target: p.type === 'anyone' ? null : (p.emailAddress ?? p.domain ?? null),
})

async function scan(db: Database, drive: DriveGateway) {
  const files = await paidFiles(db)
  const findings: DriveFinding[] = []
  const errors: DriveAudit['errors'] = []
  const subject = drive.subject.toLowerCase()
  for (const file of files) {
    try {
      const live = await liveAddresses(db, file.file_id)
      for (const p of await drive.listPermissions(file.file_id)) if (isFinding(p, live, subject)) findings.push(toFinding(file, p))
    } catch (error) {
      if (!(error instanceof DriveError)) throw error
      errors.push({ file_id: file.file_id, video_title: file.video_title, error: error.message })
    }
  }
  return { checked_files: files.length, findings, errors }
}

const connected = (drive: DriveGateway | undefined): DriveGateway => {
  if (!drive) throw conflict(DRIVE_MESSAGES.notConnected)
  return drive
}

async function stamp(db: Database) {
  await db.updateTable('drive_status').set({ last_audit_at: new Date().toISOString() }).where('id', '=', 1).execute()
}

/** « Vérifier le partage ». */
export async function auditSharing(db: Database, gateway: DriveGateway | undefined): Promise<DriveAudit> {
  const result = await scan(db, connected(gateway))
  await stamp(db)
  const message = result.findings.length === 0 ? DRIVE_AUDIT_MESSAGES.clean(result.checked_files) : DRIVE_AUDIT_MESSAGES.found(result.findings.length)
  return { ...result, removed: 0, message }
}

/** « Corriger »: removes every permission the audit finds (one already gone counts as removed). */
export async function fixSharing(db: Database, gateway: DriveGateway | undefined): Promise<DriveAudit> {
  const drive = connected(gateway)
  const found = await scan(db, drive)
  let removed = 0
  const errors = [...found.errors]
  const remaining: DriveFinding[] = []
  for (const finding of found.findings) {
    try {
      await drive.deletePermission(finding.file_id, finding.permission_id)
      removed += 1
    } catch (error) {
      if (!(error instanceof DriveError)) throw error
      if (error.failure === 'not_found') removed += 1
      else {
        remaining.push(finding)
        errors.push({ file_id: finding.file_id, video_title: finding.video_title, error: error.message })
      }
    }
  }
  await stamp(db)
  return { checked_files: found.checked_files, findings: remaining, errors, removed, message: DRIVE_AUDIT_MESSAGES.fixed(removed) }
}

/**
 * The daily audit, once across instances (the `scheduled_runs` row of the day, as the daily
 * reminders): what it finds is reported on the back office's card as the last error.
 */
export async function runDueDriveAudit(db: Database, drive: DriveGateway, now: Date, today: string): Promise<boolean> {
  const claimed = await db
    .insertInto('scheduled_runs')
    .values({ job: 'drive_audit', run_on: today, started_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['job', 'run_on']).doNothing())
    .returning('job')
    .executeTakeFirst()
  if (!claimed) return false
  const result = await auditSharing(db, drive)
  if (result.findings.length > 0) await recordDriveError(db, `Audit du jour : ${result.message}`, now)
  return true
}

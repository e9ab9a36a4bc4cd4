import type { DriveStatus } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { DriveGateway } from './gateway.ts'

/** The back office's « Google Drive » card (DESIGN §16): the connection, the last sweep and audit, the errors. */
export async function driveStatus(db: Database, drive: DriveGateway | undefined): Promise<DriveStatus> {
  const status = await db.selectFrom('drive_status').selectAll().where('id', '=', 1).executeTakeFirst()
  const { rows } = await sql<{ link_mode_courses: number; granted: number; pending: number; failing: number }>`
    select
      (select count(*) from courses c where c.protection = 'lien' and exists (select 1 from videos v where v.course_id = c.id and v.source = 'drive'))::int as link_mode_courses,
      (select count(*) from drive_grants where state = 'granted')::int as granted,
      (select count(*) from drive_grants where state in ('pending_grant', 'pending_revoke'))::int as pending,
      (select count(*) from drive_grants where state in ('pending_grant', 'pending_revoke') and last_error is not null)::int as failing
  `.execute(db)
  const counts = rows[0] ?? { link_mode_courses: 0, granted: 0, pending: 0, failing: 0 }
  return {
    connected: drive !== undefined,
    account: drive?.subject ?? null,
    last_sweep_at: status?.last_sweep_at ?? null,
    last_audit_at: status?.last_audit_at ?? null,
    last_error: status?.last_error ?? null,
    last_error_at: status?.last_error_at ?? null,
    link_mode_courses: counts.link_mode_courses,
    grants: { granted: counts.granted, pending: counts.pending, failing: counts.failing },
  }
}

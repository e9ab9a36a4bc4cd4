import { type Database, sql } from '@tutorat/db'
import { DriveError, type DriveGateway, type DrivePermission } from './gateway.ts'
import { recordDriveError } from './status-write.ts'

// DESIGN §16: the worker that applies the ledger to Drive. A due row is claimed with FOR UPDATE
// SKIP LOCKED and a lease, Drive is called outside any transaction, then the row is marked —
// only if it still wants what was done (a change meanwhile sends it round again). Every step is
// idempotent: a grant first looks for the address's permission, a revocation of a permission
// already gone is done. A worker that dies between Drive and the ledger leaves the lease to
// expire; the next one finds Drive as it was left and finishes the row.

const LEASE_MS = 120_000
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 3_600_000
const BATCH = 20

export const grantRetryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS)

interface ClaimedGrant {
  id: number
  file_id: string
  email: string
  permission_id: string | null
  expires_at: string | null
  state: string
  attempts: number
}

async function claim(db: Database, now: Date): Promise<ClaimedGrant[]> {
  const at = now.toISOString()
  const due = db
    .selectFrom('drive_grants')
    .select('id')
    .where('state', 'in', ['pending_grant', 'pending_revoke'])
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .forUpdate()
    .skipLocked()
  return db
    .updateTable('drive_grants')
    .set({ locked_until: new Date(now.getTime() + LEASE_MS).toISOString(), attempts: sql`attempts + 1` })
    .where('id', 'in', due)
    .returning(['id', 'file_id', 'email', 'permission_id', 'expires_at', 'state', 'attempts'])
    .execute()
}

/** The address's own reader permissions (never the business's writers, owners or organizers). */
const readersOf = (permissions: DrivePermission[], email: string) =>
  permissions.filter((p) => p.type === 'user' && p.emailAddress?.toLowerCase() === email && (p.role === 'reader' || p.role === 'commenter'))

const sameExpiry = (permission: DrivePermission, expiresAt: string | null) =>
  expiresAt === null ? !permission.expirationTime : permission.expirationTime !== undefined && Date.parse(permission.expirationTime) === Date.parse(expiresAt)

async function grant(drive: DriveGateway, row: ClaimedGrant): Promise<string> {
  const existing = readersOf(await drive.listPermissions(row.file_id), row.email)
  const kept = existing.find((p) => sameExpiry(p, row.expires_at))
  for (const stale of existing.filter((p) => p !== kept)) await drive.deletePermission(row.file_id, stale.id).catch(ignoreGone)
  const permission = kept ?? (await addReader(drive, row))
  await drive.restrictCopying(row.file_id)
  return permission.id
}

/** Where Drive refuses an expiry, the permission is given without: our revocation is the rule. */
async function addReader(drive: DriveGateway, row: ClaimedGrant): Promise<DrivePermission> {
  try {
    return await drive.addReader(row.file_id, row.email, row.expires_at)
  } catch (error) {
    if (!(error instanceof DriveError) || error.failure !== 'cannot_set_expiration' || row.expires_at === null) throw error
    return drive.addReader(row.file_id, row.email, null)
  }
}

function ignoreGone(error: unknown) {
  if (error instanceof DriveError && error.failure === 'not_found') return
  throw error
}

async function revoke(drive: DriveGateway, row: ClaimedGrant): Promise<void> {
  if (row.permission_id) await drive.deletePermission(row.file_id, row.permission_id).catch(ignoreGone)
  // a grant whose ledger update was lost has no permission id: Drive's list by address finds it
  let permissions: DrivePermission[]
  try {
    permissions = await drive.listPermissions(row.file_id)
  } catch (error) {
    ignoreGone(error)
    return
  }
  for (const p of readersOf(permissions, row.email)) await drive.deletePermission(row.file_id, p.id).catch(ignoreGone)
}

async function markDone(db: Database, row: ClaimedGrant, now: Date, permissionId: string | null) {
  const at = now.toISOString()
  const done = row.state === 'pending_grant' ? { state: 'granted', permission_id: permissionId, granted_at: at } : { state: 'revoked', revoked_at: at }
  await db
    .updateTable('drive_grants')
    .set({ ...done, locked_until: null, next_attempt_at: null, last_error: null, updated_at: at })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .execute()
  // the row changed meanwhile (an access back, a revocation): its lease ends, it goes round again
  await db.updateTable('drive_grants').set({ locked_until: null }).where('id', '=', row.id).where('state', '<>', row.state).execute()
}

/** Retried with backoff, whatever the failure: a revocation is never given up. */
async function markFailed(db: Database, row: ClaimedGrant, now: Date, error: unknown) {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
  await db
    .updateTable('drive_grants')
    .set({ last_error: reason, locked_until: null, next_attempt_at: new Date(now.getTime() + grantRetryDelayMs(row.attempts)).toISOString(), updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute()
  await recordDriveError(db, reason, now)
}

async function applyOne(db: Database, drive: DriveGateway, row: ClaimedGrant, now: () => Date) {
  try {
    const permissionId = row.state === 'pending_grant' ? await grant(drive, row) : (await revoke(drive, row), null)
    await markDone(db, row, now(), permissionId)
  } catch (error) {
    await markFailed(db, row, now(), error)
  }
}

/** One round: claims what is due and applies it; returns how many rows it handled. */
export async function applyDueGrants(db: Database, drive: DriveGateway, now: () => Date = () => new Date()): Promise<number> {
  const rows = await claim(db, now())
  await Promise.all(rows.map((row) => applyOne(db, drive, row, now)))
  return rows.length
}

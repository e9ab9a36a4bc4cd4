import type { NotificationTemplate } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { unseal } from '../../auth/sealed.ts'
import { hashInviteToken } from '../students/invite.ts'
import { SECRET_LABEL } from './outbox.ts'

/** Messages that carry a one-time link (invite, reset, verification): one whose link cannot work any more is never sent. */
export const LINK_TEMPLATES = ['student_invite', 'password_reset', 'email_verification'] as const satisfies readonly NotificationTemplate[]
const LINK_TEMPLATE_SET: ReadonlySet<string> = new Set(LINK_TEMPLATES)

export interface LinkRow {
  template: string
  params: unknown
  dedupe_key: string
}

/** The row's sealed token, in clear; undefined when there is none or it cannot be read (changed JWT_SECRET). */
export function rowSecret(jwtSecret: string, row: LinkRow): string | undefined {
  const sealed = (row.params as { secret?: unknown } | null)?.secret
  return typeof sealed === 'string' ? unseal(jwtSecret, SECRET_LABEL, row.dedupe_key, sealed) : undefined
}

/** The row's link still opens its page: still sealed in the row (erased once sent or dead), unused, unexpired. */
export async function linkStillWorks(db: Database, jwtSecret: string, row: LinkRow, now: string): Promise<boolean> {
  if (!LINK_TEMPLATE_SET.has(row.template)) return true
  const token = rowSecret(jwtSecret, row)
  if (!token) return false
  return linkStillLive(db, row.template === 'email_verification' ? 'email_verifications' : 'student_invites', token, now)
}

/** Verification links and set-password links are kept apart (migration 0015) but die alike. */
async function linkStillLive(db: Database, table: 'email_verifications' | 'student_invites', token: string, now: string): Promise<boolean> {
  const live = await db
    .selectFrom(table)
    .select('id')
    .where('token_hash', '=', hashInviteToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return live !== undefined
}

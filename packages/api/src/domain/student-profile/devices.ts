import { PROFILE_MESSAGES, type StudentDevice } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { notFound } from '../../errors.ts'

// « Appareils connectés »: the student's own device sessions (the ones the device limit counts).
// Every query names the student: another student's session id is « introuvable », like an unknown one.

interface Me {
  id: number
  session_id: string
}

export async function myDevices(db: Database, me: Me): Promise<StudentDevice[]> {
  const rows = await db
    .selectFrom('student_sessions')
    .select(['id', 'user_agent', 'ip', 'created_at'])
    .where('student_id', '=', me.id)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, current: row.id === me.session_id }))
}

const revoke = (db: Database, me: Me) =>
  db
    .updateTable('student_sessions')
    .set({ revoked_at: new Date().toISOString(), revoked_reason: 'student_sign_out' })
    .where('student_id', '=', me.id)
    .where('revoked_at', 'is', null)

/** Ends one of the student's sessions: its token stops working at its next request. */
export async function signOutDevice(db: Database, me: Me, sessionId: string) {
  const ended = await revoke(db, me).where('id', '=', sessionId).returning('id').executeTakeFirst()
  if (!ended) throw notFound(PROFILE_MESSAGES.deviceNotFound)
  return { message: PROFILE_MESSAGES.deviceSignedOut, signed_out: 1 }
}

/** « Déconnecter les autres appareils »: every session but the one asking. */
export async function signOutOtherDevices(db: Database, me: Me) {
  const ended = await revoke(db, me).where('id', '<>', me.session_id).returning('id').execute()
  return { message: PROFILE_MESSAGES.othersSignedOut(ended.length), signed_out: ended.length }
}

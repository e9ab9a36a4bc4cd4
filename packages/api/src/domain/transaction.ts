import type { Database } from '@tutorat/db'

/**
 * Runs `work` in the caller's transaction when it passes one (a recording saved inside its
 * session's), else in a new one: a change and what follows from it commit together.
 */
export function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}

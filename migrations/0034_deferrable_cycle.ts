import { type Kysely, sql } from 'kysely'

// A restore loads the tables parents first (packages/db/src/backup.ts); the one foreign key that
// closes a cycle (an exam names its current version, a version its exam) is checked at commit
// during a restore instead, like any other time.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table exams alter constraint exams_current_version_fk deferrable initially immediate`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table exams alter constraint exams_current_version_fk not deferrable`.execute(db)
}

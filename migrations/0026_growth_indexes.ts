import { type Kysely, sql } from 'kysely'

// Issue 30 (DESIGN §20): the back office at ten times the business.
// 1. A concours blanc's results page: the copies in ranked order straight from an index (one page,
//    never a sort of every copy), and the per-question figures counted from an index of the scored
//    answers' outcomes (no join, no read of the answers themselves).
// 2. Searches by a part of a name, an e-mail or a number (the messages log, the students list and
//    the pickers): trigram indexes (pg_trgm, a trusted extension: the database's owner may create
//    it; PGlite loads it in create-db.ts). A student's messages by student (the log's search, and
//    deleting a student no longer walks the messages).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index exam_attempts_results_idx on exam_attempts (exam_id, score desc nulls last, started_at, id)`.execute(db)
  await sql`create index attempt_answers_outcome_idx on attempt_answers (question_id, outcome) where outcome is not null`.execute(db)

  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create index notifications_recipient_trgm_idx on notifications using gin (recipient gin_trgm_ops)`.execute(db)
  await sql`create index notifications_student_any_idx on notifications (student_id)`.execute(db)
  await sql`create index students_name_trgm_idx on students using gin (name gin_trgm_ops)`.execute(db)
  await sql`create index students_email_trgm_idx on students using gin (email gin_trgm_ops)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index students_email_trgm_idx`.execute(db)
  await sql`drop index students_name_trgm_idx`.execute(db)
  await sql`drop index notifications_student_any_idx`.execute(db)
  await sql`drop index notifications_recipient_trgm_idx`.execute(db)
  await sql`drop index attempt_answers_outcome_idx`.execute(db)
  await sql`drop index exam_attempts_results_idx`.execute(db)
}

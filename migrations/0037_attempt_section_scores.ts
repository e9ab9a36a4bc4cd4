import { type Kysely, sql } from 'kysely'

// Issue 32 (DESIGN §19, speed): the back office's per-section figures of a concours of 10,000
// copies read one row per copy. Each copy's section scores are kept on the attempt when it is
// scored (`[{position, score, max}]`), beside `topic_scores`, so the figures are one scan of the
// exam's copies instead of a join with three times as many `attempt_sections` rows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table exam_attempts add column section_scores jsonb`.execute(db)
  await sql`update exam_attempts a set section_scores = (
      select jsonb_agg(jsonb_build_object('position', s.position, 'score', s.score, 'max', s.max_score) order by s.position)
      from attempt_sections s where s.attempt_id = a.id and s.score is not null)
    where a.score is not null and exists (select 1 from attempt_sections s where s.attempt_id = a.id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table exam_attempts drop column section_scores`.execute(db)
}

import { type Kysely, sql } from 'kysely'

// Issue 26 (DESIGN §15): « a student who ever had an access to a course (even one an admin
// deleted) cannot redeem that course's code or links ». An access row disappears when an admin
// deletes it, so the fact that it existed is kept apart: one row per (student, course), written by
// a trigger on every insert into `accesses` (and on a change of its pair, which no path makes
// today), whatever the path: access form, invite, CSV import, redemption, payment validation, a
// script. It goes with the student or the course only.
// Backfilled from the accesses of today, the redemptions (each granted an access once) and the
// validated payments (whose access may since have been deleted).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('access_history')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('first_granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('access_history_pkey', ['student_id', 'course_id'])
    .execute()
  await db.schema.createIndex('access_history_course_idx').on('access_history').column('course_id').execute()

  await sql`insert into access_history (student_id, course_id, first_granted_at)
    select student_id, course_id, min(at) from (
      select student_id, course_id, created_at as at from accesses
      union all
      select student_id, course_id, created_at from access_redemptions
      union all
      select p.student_id, p.course_id, coalesce(p.decided_at, p.updated_at) from payment_requests p
        join students s on s.id = p.student_id
        join courses c on c.id = p.course_id
        where p.status = 'validee'
    ) as granted
    group by student_id, course_id
    on conflict do nothing`.execute(db)

  await sql`create function access_history_remember() returns trigger language plpgsql as $$
    begin
      insert into access_history (student_id, course_id) values (new.student_id, new.course_id)
        on conflict do nothing;
      return null;
    end $$`.execute(db)
  await sql`create trigger accesses_remembered after insert or update of student_id, course_id on accesses
    for each row execute function access_history_remember()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger accesses_remembered on accesses`.execute(db)
  await sql`drop function access_history_remember()`.execute(db)
  await db.schema.dropTable('access_history').execute()
}

import { type Kysely, sql } from 'kysely'

// Issue 13, student accounts and redemption (DESIGN §4, §5 revised).
// 1. Each student redeems a given course code, or a given join link, once: an access an admin
//    deleted cannot be obtained again by typing the same code. The unique keys settle two
//    simultaneous redemptions (NULLs are distinct, so a code row never blocks a link row).
// 2. One live set-password link per student, and none once a password is set: the partial unique
//    index holds the first; the trigger kills every live link whenever the password changes, by
//    whatever route (invite link, admin edit, the student's own change, a script).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('access_redemptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('code', 'text')
    .addColumn('link_id', 'uuid', (c) => c.references('course_links.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('access_redemptions_one_source', sql`(code is null) <> (link_id is null)`)
    .addUniqueConstraint('access_redemptions_code_key', ['student_id', 'course_id', 'code'])
    .addUniqueConstraint('access_redemptions_link_key', ['student_id', 'link_id'])
    .execute()
  await db.schema.createIndex('access_redemptions_course_idx').on('access_redemptions').column('course_id').execute()
  await db.schema.createIndex('access_redemptions_link_idx').on('access_redemptions').column('link_id').execute()

  await sql`update student_invites set used_at = now()
    where used_at is null and id not in (select max(id) from student_invites where used_at is null group by student_id)`.execute(db)
  await sql`create unique index student_invites_live_key on student_invites (student_id) where used_at is null`.execute(db)
  await sql`create function student_invites_die_with_password() returns trigger language plpgsql as $$
    begin
      update student_invites set used_at = now() where student_id = new.id and used_at is null;
      return null;
    end $$`.execute(db)
  await sql`create trigger students_password_kills_invites after update of password_hash on students
    for each row when (old.password_hash is distinct from new.password_hash)
    execute function student_invites_die_with_password()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger students_password_kills_invites on students`.execute(db)
  await sql`drop function student_invites_die_with_password()`.execute(db)
  await sql`drop index student_invites_live_key`.execute(db)
  await db.schema.dropTable('access_redemptions').execute()
}

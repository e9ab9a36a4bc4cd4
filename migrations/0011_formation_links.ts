import { type Kysely, sql } from 'kysely'

// Issue 16, first slice (DESIGN §11): a formation (announcement) may sell a course. The group
// course_id / amount_mad / access_type / duration_days is all set or all null. `course_id` alone may
// become null when the course is deleted (on delete set null): the announcement stays, but it is no
// longer sellable (the API reports `sellable: false`) until a super admin links another course.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('amount_mad', 'integer', (c) => c.check(sql`amount_mad > 0 and amount_mad <= 1000000`))
    .addColumn('access_type', 'text', (c) => c.check(sql`access_type in ('standard', 'full', 'partial', 'trial')`))
    // 0 = unlimited, as for accesses
    .addColumn('duration_days', 'integer', (c) => c.check(sql`duration_days >= 0`))
    .execute()
  await db.schema
    .alterTable('announcements')
    .addCheckConstraint(
      'announcements_sale_all_or_nothing',
      sql`(course_id is null and amount_mad is null and access_type is null and duration_days is null)
        or (amount_mad is not null and access_type is not null and duration_days is not null)`,
    )
    .execute()
  await db.schema.createIndex('announcements_course_id_idx').on('announcements').column('course_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('announcements').dropConstraint('announcements_sale_all_or_nothing').execute()
  await db.schema.alterTable('announcements').dropColumn('duration_days').dropColumn('access_type').dropColumn('amount_mad').dropColumn('course_id').execute()
}

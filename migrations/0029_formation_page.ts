import { type Kysely, sql } from 'kysely'

// Issue 31, DESIGN §18 « Formation page » and « The contract »: a formation (announcement) says what
// it teaches (programme in Markdown, start date, schedule, teachers, FAQ), how many seats it has
// (capacity: null = unlimited), how it may be paid in parts (`instalments`: the parts' amounts in
// MAD, empty = no plan; the payments domain builds the plan on this column), and which video a
// visitor may watch for free (`preview_video_id`: a free video of a course). Testimonials may name
// the formation they are about. Deleting the video or the formation only clears the link.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    .addColumn('programme', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_on', 'date')
    .addColumn('schedule', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('teachers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(teachers) = 'array'`))
    .addColumn('faq', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(faq) = 'array'`))
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity between 1 and 100000`))
    .addColumn('instalments', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(instalments) = 'array' and jsonb_array_length(instalments) in (0, 2, 3, 4)`),
    )
    .addColumn('preview_video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('announcements_preview_video_id_idx').on('announcements').column('preview_video_id').execute()

  await db.schema
    .alterTable('testimonials')
    .addColumn('announcement_id', 'integer', (c) => c.references('announcements.id').onDelete('set null'))
    .execute()
  // a formation's page lists its active testimonials, newest first
  await sql`create index testimonials_announcement_idx on testimonials (announcement_id, created_at desc) where announcement_id is not null and is_active`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index testimonials_announcement_idx`.execute(db)
  await db.schema.alterTable('testimonials').dropColumn('announcement_id').execute()
  await db.schema.dropIndex('announcements_preview_video_id_idx').execute()
  await db.schema
    .alterTable('announcements')
    .dropColumn('preview_video_id')
    .dropColumn('instalments')
    .dropColumn('capacity')
    .dropColumn('faq')
    .dropColumn('teachers')
    .dropColumn('schedule')
    .dropColumn('starts_on')
    .dropColumn('programme')
    .execute()
}

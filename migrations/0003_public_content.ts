import { type Kysely, sql } from 'kysely'

// What visitors see: testimonials, announcements (formations) and free courses.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('ecole', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('rating', 'smallint', (c) => c.notNull().defaultTo(5).check(sql`rating between 1 and 5`))
    // public submissions wait for a super admin's moderation
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('testimonials_active_idx').on('testimonials').columns(['is_active', 'created_at']).execute()
  await db.schema.createIndex('testimonials_featured_idx').on('testimonials').columns(['is_featured', 'rating']).execute()

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('price', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('announcements_active_idx').on('announcements').columns(['is_active', 'created_at']).execute()
  await db.schema.createIndex('announcements_created_by_idx').on('announcements').column('created_by').execute()

  await db.schema
    .createTable('free_courses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('cours', 'td', 'examen', 'concours')`))
    .addColumn('school', 'text')
    .addColumn('level', 'text')
    .addColumn('file_path', 'text')
    .addColumn('external_url', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('free_courses_has_content', sql`file_path is not null or external_url is not null`)
    .execute()
  await db.schema.createIndex('free_courses_listing_idx').on('free_courses').columns(['is_active', 'category']).execute()
  await db.schema.createIndex('free_courses_school_level_idx').on('free_courses').columns(['school', 'level']).execute()
  await db.schema.createIndex('free_courses_created_by_idx').on('free_courses').column('created_by').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('free_courses').execute()
  await db.schema.dropTable('announcements').execute()
  await db.schema.dropTable('testimonials').execute()
}

import { type Kysely, sql } from 'kysely'

// Courses, their videos, who may watch them (accesses, shared links) and progress.
// Business rows use ON DELETE RESTRICT: deleting a course or a student removes its
// videos and accesses explicitly, in one transaction, after the admin confirmed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('subject', 'text', (c) =>
      c.notNull().check(sql`subject in ('Mathématiques', 'Physique', 'Chimie', 'Biologie', 'Informatique', 'Autre')`),
    )
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('Débutant', 'Intermédiaire', 'Avancé')`))
    .addColumn('drive_folder_id', 'text')
    .addColumn('image_filename', 'text')
    .addColumn('access_code', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('admins.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('courses_created_by_idx').on('courses').column('created_by').execute()
  await db.schema.createIndex('courses_subject_idx').on('courses').column('subject').execute()

  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('drive_url', 'text', (c) => c.notNull())
    .addColumn('drive_file_id', 'text', (c) => c.notNull())
    .addColumn('pdf_url', 'text')
    .addColumn('order_in_course', 'integer', (c) => c.notNull().defaultTo(0).check(sql`order_in_course >= 0`))
    .addColumn('is_free', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('module_name', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('videos_course_order_idx')
    .on('videos')
    .columns(['course_id', 'module_name', 'order_in_course'])
    .execute()

  await db.schema
    .createTable('accesses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('restrict'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('restrict'))
    .addColumn('access_type', 'text', (c) =>
      c.notNull().defaultTo('standard').check(sql`access_type in ('standard', 'full', 'partial', 'trial')`),
    )
    // module names a 'partial' access opens, beside the free videos
    .addColumn('modules', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('duration_days', 'integer', (c) => c.notNull().defaultTo(30).check(sql`duration_days >= 0`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('granted_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // a second grant for the same pair extends the existing access
    .addUniqueConstraint('accesses_student_course_key', ['student_id', 'course_id'])
    .execute()
  await db.schema.createIndex('accesses_course_idx').on('accesses').column('course_id').execute()
  await db.schema.createIndex('accesses_granted_by_idx').on('accesses').column('granted_by').execute()
  await db.schema.createIndex('accesses_created_at_idx').on('accesses').column('created_at').execute()
  await db.schema.createIndex('accesses_active_expiry_idx').on('accesses').columns(['is_active', 'expires_at']).execute()

  // Shared join links (generate-link); the signed token carries this row's id so a link can be revoked.
  await db.schema
    .createTable('course_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('access_type', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('duration_days', 'integer', (c) => c.notNull().defaultTo(30).check(sql`duration_days >= 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('course_links_course_idx').on('course_links').column('course_id').execute()
  await db.schema.createIndex('course_links_created_by_idx').on('course_links').column('created_by').execute()

  await db.schema
    .createTable('video_progress')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('video_progress_pkey', ['student_id', 'video_id'])
    .execute()
  await db.schema.createIndex('video_progress_video_idx').on('video_progress').column('video_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_progress').execute()
  await db.schema.dropTable('course_links').execute()
  await db.schema.dropTable('accesses').execute()
  await db.schema.dropTable('videos').execute()
  await db.schema.dropTable('courses').execute()
}

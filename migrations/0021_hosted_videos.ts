import { type Kysely, sql } from 'kysely'

// Issue 28 (DESIGN §17): videos hosted by the platform beside the Drive ones.
// 1. `videos.source`: `drive` (every existing row, unchanged) or `file`. A `file` video has no Drive
//    link; it has the key of its bytes in the private video store (the tus upload's id), their size
//    and type (read from the bytes), the duration the admin's browser read, and a poster frame (a
//    public image key, with the width of the copy shown). The checks keep each source whole.
// 2. `video_uploads`: the resumable uploads not finished yet, one row per tus upload, written before
//    the first byte: who started it, for which course, with the video's fields. The finished upload
//    becomes a video and its row goes in the same transaction; a row older than a day is swept with
//    its bytes. The row outlives its course or admin (set null) so the sweep still finds the bytes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('drive').check(sql`source in ('drive', 'file')`))
    .addColumn('file_key', 'text', (c) => c.unique())
    .addColumn('file_size', 'bigint', (c) => c.check(sql`file_size > 0`))
    .addColumn('file_mime', 'text', (c) => c.check(sql`file_mime in ('video/mp4', 'video/webm')`))
    .addColumn('duration_seconds', 'integer', (c) => c.check(sql`duration_seconds between 1 and 43200`))
    .addColumn('poster_key', 'text')
    .addColumn('poster_width', 'integer')
    .execute()
  await sql`alter table videos alter column drive_url drop not null, alter column drive_file_id drop not null`.execute(db)
  await sql`alter table videos add constraint videos_source_fields check (
    case source
      when 'drive' then drive_url is not null and drive_file_id is not null and file_key is null
      else drive_url is null and drive_file_id is null and file_key is not null and file_size is not null and file_mime is not null
    end)`.execute(db)

  await db.schema
    .createTable('video_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[0-9a-f]{32}$'`))
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('module_name', 'text')
    .addColumn('duration_seconds', 'integer', (c) => c.check(sql`duration_seconds between 1 and 43200`))
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('video_uploads_admin_idx').on('video_uploads').column('admin_id').execute()
  await db.schema.createIndex('video_uploads_course_idx').on('video_uploads').column('course_id').execute()
  await db.schema.createIndex('video_uploads_created_idx').on('video_uploads').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_uploads').execute()
  // hosted videos cannot live without the columns that name their bytes
  await sql`delete from videos where source = 'file'`.execute(db)
  await sql`alter table videos drop constraint videos_source_fields`.execute(db)
  await sql`alter table videos alter column drive_url set not null, alter column drive_file_id set not null`.execute(db)
  await db.schema
    .alterTable('videos')
    .dropColumn('poster_width')
    .dropColumn('poster_key')
    .dropColumn('duration_seconds')
    .dropColumn('file_mime')
    .dropColumn('file_size')
    .dropColumn('file_key')
    .dropColumn('source')
    .execute()
}

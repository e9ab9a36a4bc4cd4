import { type Kysely, sql } from 'kysely'

// Announcement and course images get resized WebP copies at upload. The row keeps the original's
// size (the page reserves its space before it arrives) and the widths that were made;
// `image_variant_widths` null = not looked at yet (the start-up backfill picks those rows).
const TABLES = ['announcements', 'courses'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('image_width', 'integer')
      .addColumn('image_height', 'integer')
      .addColumn('image_variant_widths', sql`integer[]`)
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('image_variant_widths').dropColumn('image_height').dropColumn('image_width').execute()
  }
}

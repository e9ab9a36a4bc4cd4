import {
  ANNOUNCEMENT_MESSAGES,
  type PublicTestimonial,
  type Testimonial,
  TESTIMONIAL_MESSAGES,
  type testimonialListInput,
  type testimonialSubmitInput,
  type testimonialUpdateInput,
} from '@tutorat/contracts'
import { type Database, prepared, sql } from '@tutorat/db'
import type { z } from 'zod'
import { badRequestAt, notFound } from '../../errors.ts'
import { likePattern } from '../courses/queries.ts'
import { moroccoMonthStart } from '../../morocco-month.ts'

const columns = ['t.id', 't.nom', 't.ecole', 't.comment', 't.rating', 't.is_active', 't.is_featured', 't.created_at', 't.announcement_id', 'a.title as formation_title'] as const
const publicColumns = ['id', 'nom', 'ecole', 'comment', 'rating', 'created_at'] as const
const selectTestimonials = (db: Database) => db.selectFrom('testimonials as t').leftJoin('announcements as a', 'a.id', 't.announcement_id').select(columns)

// the public lists every visitor reads: compiled once (issue 30)
export const activeTestimonials: (db: Database) => Promise<PublicTestimonial[]> = prepared((db: Database) =>
  db.selectFrom('testimonials').select(publicColumns).where('is_active', '=', true).orderBy('created_at', 'desc').limit(100),
)

/** DESIGN §7: active featured ones first, then the best-rated recent active ones, up to `limit`. */
export const featuredTestimonials: (db: Database, limit: number) => Promise<PublicTestimonial[]> = prepared((db: Database, limit: number) =>
  db
    .selectFrom('testimonials')
    .select(publicColumns)
    .where('is_active', '=', true)
    .orderBy('is_featured', 'desc')
    .orderBy('rating', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit),
)

/** A formation's own page: its active testimonials, newest first (DESIGN §18). */
export function formationTestimonials(db: Database, announcementId: number): Promise<PublicTestimonial[]> {
  return db
    .selectFrom('testimonials')
    .select(publicColumns)
    .where('announcement_id', '=', announcementId)
    .where('is_active', '=', true)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute()
}

/** The formation a testimonial names: visitors may name an active one only (an inactive one is as missing). */
async function checkFormation(db: Database, announcementId: number | null | undefined, activeOnly: boolean) {
  if (announcementId == null) return
  let query = db.selectFrom('announcements').select('id').where('id', '=', announcementId)
  if (activeOnly) query = query.where('is_active', '=', true)
  if (!(await query.executeTakeFirst())) throw badRequestAt('announcement_id', ANNOUNCEMENT_MESSAGES.formationNotFound)
}

/** Public submission: waits for moderation. A filled honeypot is answered like a success and dropped. */
export async function submitTestimonial(db: Database, input: z.output<typeof testimonialSubmitInput>) {
  if (input.website) return { message: TESTIMONIAL_MESSAGES.received, testimonial_id: null }
  await checkFormation(db, input.announcement_id, true)
  const { website: _honeypot, ...fields } = input
  const row = await db.insertInto('testimonials').values({ ...fields, is_active: false }).returning('id').executeTakeFirstOrThrow()
  return { message: TESTIMONIAL_MESSAGES.received, testimonial_id: row.id }
}

const SORT_COLUMNS = { created_at: 'created_at', rating: 'rating', nom: 'nom' } as const

export function listTestimonials(db: Database, filter: z.output<typeof testimonialListInput>): Promise<Testimonial[]> {
  let query = selectTestimonials(db)
  if (filter.status !== 'all') query = query.where('t.is_active', '=', filter.status === 'active')
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) => eb.or([eb('t.nom', 'ilike', pattern), eb('t.ecole', 'ilike', pattern), eb('t.comment', 'ilike', pattern)]))
  }
  const column = SORT_COLUMNS[filter.sort_by]
  // names sort alphabetically regardless of case and accents' casing
  query = column === 'nom' ? query.orderBy(sql`lower(t.nom)`, filter.sort_order) : query.orderBy(`t.${column}`, filter.sort_order)
  return query.orderBy('t.id', filter.sort_order).limit(filter.limit).offset(filter.offset).execute()
}

export async function testimonialStats(db: Database, monthStart = moroccoMonthStart()) {
  const { rows } = await sql<{ total: number; active: number; average_rating: number; this_month: number }>`
    select count(*)::int as total,
           count(*) filter (where is_active)::int as active,
           coalesce(round(avg(rating)::numeric, 1), 0)::float8 as average_rating,
           count(*) filter (where created_at >= ${monthStart})::int as this_month
    from testimonials`.execute(db)
  const stats = rows[0]
  if (!stats) throw new Error('stats query returned no row')
  return stats
}

async function load(db: Database, id: number): Promise<Testimonial> {
  const row = await selectTestimonials(db).where('t.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(TESTIMONIAL_MESSAGES.notFound)
  return row
}

export async function updateTestimonial(db: Database, input: z.output<typeof testimonialUpdateInput>): Promise<Testimonial> {
  const { id, ...changes } = input
  await load(db, id)
  await checkFormation(db, changes.announcement_id, false)
  await db.updateTable('testimonials').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute()
  return load(db, id)
}

export async function toggleTestimonial(db: Database, id: number): Promise<Testimonial> {
  await load(db, id)
  await db.updateTable('testimonials').set((eb) => ({ is_active: eb.not('is_active'), updated_at: new Date().toISOString() })).where('id', '=', id).execute()
  return load(db, id)
}

export async function deleteTestimonial(db: Database, id: number) {
  await load(db, id)
  await db.deleteFrom('testimonials').where('id', '=', id).execute()
}

import { type Coupon, COUPON_MESSAGES, type couponCreateInput, couponCreateInput as createSchema, type couponFilter, type couponListInput, type couponUpdateInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { sql } from 'kysely'
import type { z } from 'zod'
import { badRequest, conflict, notFound } from '../../errors.ts'
import { likePattern } from '../courses/queries.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { couponFigures, toCoupon } from './stats.ts'

const M = COUPON_MESSAGES

function selectCoupons(db: Database) {
  return db
    .selectFrom('coupons as c')
    .leftJoin('announcements as a', 'a.id', 'c.announcement_id')
    .leftJoin('students as s', 's.id', 'c.referrer_student_id')
    .selectAll('c')
    .select(['a.title as formation_title', 's.name as referrer_name'])
}

function filtered(db: Database, filter: z.output<typeof couponFilter>) {
  let query = selectCoupons(db)
  if (filter.source === 'promo') query = query.where('c.referrer_student_id', 'is', null)
  if (filter.source === 'parrainage') query = query.where('c.referrer_student_id', 'is not', null)
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) => eb.or([eb('c.code', 'ilike', pattern), eb('s.name', 'ilike', pattern)]))
  }
  return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc')
}

async function withFigures(db: Database, rows: Awaited<ReturnType<ReturnType<typeof selectCoupons>['execute']>>) {
  const figures = await couponFigures(db, rows.map((row) => row.id))
  return rows.map((row) => toCoupon(row, figures))
}

/** The codes, newest first, with their uses, paid conversions and dirhams (a page). */
export async function listCoupons(db: Database, input: z.output<typeof couponListInput>): Promise<Coupon[]> {
  return withFigures(db, await filtered(db, input).limit(input.limit).offset(input.offset).execute())
}

/** Every matching code, for the CSV export. */
export async function exportCoupons(db: Database, filter: z.output<typeof couponFilter>): Promise<Coupon[]> {
  return withFigures(db, await filtered(db, filter).execute())
}

export async function loadCoupon(db: Database, id: number): Promise<Coupon> {
  const row = await selectCoupons(db).where('c.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(M.notFound)
  return (await withFigures(db, [row]))[0]!
}

const isMissingReference = (error: unknown) => (error as { code?: string }).code === '23503'

/** A duplicate code (any case) is a 409, a formation that does not exist a 400. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.codeTaken)
    if (isMissingReference(error)) throw badRequest(M.formationNotFound)
    throw error
  }
}

export async function createCoupon(db: Database, input: z.output<typeof couponCreateInput>) {
  const row = await saving(() => db.insertInto('coupons').values(input).returning('id').executeTakeFirstOrThrow())
  return { message: M.created, coupon: await loadCoupon(db, row.id) }
}

/** PUT: the fields sent change; kind and value are checked again together with the stored ones. */
export async function updateCoupon(db: Database, { id, ...changes }: z.output<typeof couponUpdateInput>) {
  const current = await db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst()
  if (!current) throw notFound(M.notFound)
  const merged = createSchema.safeParse({ ...current, kind: current.kind, ...changes })
  if (!merged.success) throw badRequest(merged.error.issues[0]?.message ?? M.valueInvalid)
  await saving(() =>
    db
      .updateTable('coupons')
      .set({ ...changes, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .execute(),
  )
  return { message: M.updated, coupon: await loadCoupon(db, id) }
}

/** Its uses go with it; the requests it discounted keep their amounts and the code as typed. */
export async function deleteCoupon(db: Database, id: number) {
  const deleted = await db.deleteFrom('coupons').where('id', '=', id).returning('id').executeTakeFirst()
  if (!deleted) throw notFound(M.notFound)
  return { message: M.deleted }
}

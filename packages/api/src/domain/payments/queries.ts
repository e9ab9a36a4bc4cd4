import {
  type AdminPayment,
  type PaymentEvent,
  type PaymentExportRow,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentStatus,
  type paymentFilter,
  type paymentListInput,
  PAYMENT_MESSAGES,
  adminPaymentUrl,
  moroccoToday,
  studentPaymentUrl,
} from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { notFound } from '../../errors.ts'
import { moroccoDayStart } from '../../morocco-month.ts'
import { likePattern } from '../courses/queries.ts'
import { expireOverdue } from './deadlines.ts'

function selectPayments(db: Database) {
  return db
    .selectFrom('payment_requests as p')
    .leftJoin('students as s', 's.id', 'p.student_id')
    .leftJoin('admins as a', 'a.id', 'p.decided_by')
    .selectAll('p')
    .select(['s.phone as student_phone', 'a.name as decided_by_name'])
}
type Row = Awaited<ReturnType<ReturnType<typeof selectPayments>['executeTakeFirstOrThrow']>>

/** Who looks: the student's paths and names, or the back office's. */
type Viewer = 'student' | 'admin'

async function details(db: Database, ids: number[], viewer: Viewer) {
  if (ids.length === 0) return { proofs: new Map(), history: new Map() }
  const [proofs, events] = await Promise.all([
    db
      .selectFrom('payment_proofs')
      .select(['payment_request_id', 'n', 'mime', 'original_name', 'size_bytes', 'created_at'])
      .where('payment_request_id', 'in', ids)
      .orderBy('n')
      .execute(),
    db
      .selectFrom('payment_events as e')
      .leftJoin('admins as a', 'a.id', 'e.admin_id')
      .select(['e.payment_request_id', 'e.event', 'e.actor', 'a.name as admin_name', 'e.note', 'e.created_at'])
      .where('e.payment_request_id', 'in', ids)
      .orderBy('e.id')
      .execute(),
  ])
  const base = viewer === 'student' ? studentPaymentUrl : adminPaymentUrl
  const group = <T extends { payment_request_id: number }, U>(rows: T[], map: (row: T) => U) => {
    const byId = new Map<number, U[]>()
    for (const row of rows) byId.set(row.payment_request_id, [...(byId.get(row.payment_request_id) ?? []), map(row)])
    return byId
  }
  return {
    proofs: group(proofs, ({ payment_request_id, ...proof }) => ({ ...proof, url: `${base(payment_request_id)}/proofs/${proof.n}` })),
    history: group(events, ({ payment_request_id: _, event, actor, admin_name, ...entry }) => ({
      ...entry,
      event: event as PaymentEvent,
      actor: actor as 'student' | 'admin' | 'system',
      // a student sees that the team decided, not which member
      admin_name: viewer === 'admin' ? admin_name : null,
    })),
  }
}

/** What a promo code took off (a request without one: the list price is what is paid). */
export const couponTerms = (row: { amount_mad: number; list_price_mad: number | null; discount_mad: number; coupon_code: string | null }) => ({
  list_price_mad: row.list_price_mad ?? row.amount_mad,
  discount_mad: row.discount_mad,
  coupon_code: row.coupon_code,
})

function toPayment(row: Row, extra: Awaited<ReturnType<typeof details>>, viewer: Viewer): PaymentRequest {
  const base = viewer === 'student' ? studentPaymentUrl : adminPaymentUrl
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as PaymentStatus,
    announcement_id: row.announcement_id,
    formation_title: row.formation_title,
    course_id: row.course_id,
    course_title: row.course_title,
    amount_mad: row.amount_mad,
    ...couponTerms(row),
    access_type: row.access_type as PaymentRequest['access_type'],
    duration_days: row.duration_days,
    deadline_at: row.deadline_at,
    payer_name: row.payer_name,
    transfer_date: row.transfer_date,
    refusal_reason: row.refusal_reason,
    decided_at: row.decided_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    proofs: extra.proofs.get(row.id) ?? [],
    history: extra.history.get(row.id) ?? [],
    receipt_url: row.status === 'validee' ? `${base(row.id)}/receipt` : null,
    new_proof_until: row.status === 'refusee' && row.new_proof_allowed ? row.deadline_at : null,
    plan_id: row.plan_id,
    part_number: row.part_number,
    due_on: row.due_on,
  }
}

function toAdminPayment(row: Row, extra: Awaited<ReturnType<typeof details>>): AdminPayment {
  return {
    ...toPayment(row, extra, 'admin'),
    student_id: row.student_id,
    student_name: row.student_name,
    student_email: row.student_email,
    student_phone: row.student_phone ?? null,
    decided_by_name: row.decided_by_name ?? null,
    access_id: row.access_id,
  }
}

/** How many proofs a request has (1 to 3 once sent; the cap holds across refusals). */
export async function countProofs(db: Database, id: number) {
  const { count } = await db.selectFrom('payment_proofs').select((eb) => eb.fn.countAll<string>().as('count')).where('payment_request_id', '=', id).executeTakeFirstOrThrow()
  return Number(count)
}

/** The student's requests, newest first (a student has a handful: no page). */
export async function listMyPayments(db: Database, studentId: number): Promise<PaymentRequest[]> {
  await expireOverdue(db)
  const rows = await selectPayments(db).where('p.student_id', '=', studentId).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(200).execute()
  const extra = await details(db, rows.map((row) => row.id), 'student')
  return rows.map((row) => toPayment(row, extra, 'student'))
}

/** One of the student's own requests; another student's is as missing as a deleted one. */
export async function loadMyPayment(db: Database, studentId: number, id: number): Promise<PaymentRequest> {
  await expireOverdue(db)
  const row = await selectPayments(db).where('p.id', '=', id).where('p.student_id', '=', studentId).executeTakeFirst()
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound)
  return toPayment(row, await details(db, [id], 'student'), 'student')
}

export async function loadAdminPayment(db: Database, id: number): Promise<AdminPayment> {
  await expireOverdue(db)
  const row = await selectPayments(db).where('p.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound)
  return toAdminPayment(row, await details(db, [id], 'admin'))
}

type Filter = z.output<typeof paymentFilter>

function filtered(db: Database, filter: Filter) {
  let query = selectPayments(db)
  if (filter.status) query = query.where('p.status', '=', filter.status)
  if (filter.announcement_id) query = query.where('p.announcement_id', '=', filter.announcement_id)
  if (filter.from) query = query.where('p.created_at', '>=', moroccoDayStart(filter.from).toISOString())
  if (filter.to) query = query.where('p.created_at', '<', new Date(moroccoDayStart(filter.to).getTime() + 86_400_000).toISOString())
  // « Échéances en retard » (DESIGN §18): a later part's standing request, its due day past
  if (filter.instalments === 'en_retard') {
    query = query
      .where('p.part_number', '>', 1)
      .where('p.due_on', '<', moroccoToday())
      .where('p.status', 'in', ['en_attente', 'preuve_envoyee', 'refusee'])
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('payment_requests as o').select('o.id').whereRef('o.plan_id', '=', 'p.plan_id').whereRef('o.part_number', '=', 'p.part_number').whereRef('o.id', '>', 'p.id'))),
      )
  }
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) => eb.or([eb('p.reference', 'ilike', pattern), eb('p.student_name', 'ilike', pattern), eb('p.student_email', 'ilike', pattern)]))
  }
  return query
}

const newestFirst = <Q extends ReturnType<typeof filtered>>(query: Q) => query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')

export async function listPayments(db: Database, input: z.output<typeof paymentListInput>) {
  await expireOverdue(db)
  const [rows, count] = await Promise.all([
    newestFirst(filtered(db, input)).limit(input.limit).offset(input.offset).execute(),
    filtered(db, input).clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  const extra = await details(db, rows.map((row) => row.id), 'admin')
  return { items: rows.map((row) => toAdminPayment(row, extra)), total: Number(count.total) }
}

/** Every matching request, for the CSV export (one row each, no page), with its plan's parts and how it was paid. */
export async function exportPayments(db: Database, filter: Filter): Promise<PaymentExportRow[]> {
  await expireOverdue(db)
  const rows = await newestFirst(filtered(db, filter))
    .leftJoin('instalment_plans as ip', 'ip.id', 'p.plan_id')
    .select((eb) => [
      'ip.parts_count',
      eb.exists(eb.selectFrom('card_transactions as c').select('c.id').whereRef('c.payment_request_id', '=', 'p.id').where('c.granted_at', 'is not', null)).as('by_card'),
    ])
    .execute()
  const extra = await details(db, rows.map((row) => row.id), 'admin')
  return rows.map((row) => ({ ...toAdminPayment(row, extra), parts_count: row.parts_count ?? null, payment_method: paymentMethod(row, Boolean(row.by_card)) }))
}

/** A card transaction opened it; else a proof or a validation says transfer; else nothing is paid yet. */
function paymentMethod(row: { status: string; payer_name: string | null }, byCard: boolean): PaymentMethod | null {
  if (byCard) return 'carte'
  return row.status === 'validee' || row.payer_name !== null ? 'virement' : null
}

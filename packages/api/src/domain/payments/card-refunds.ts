import { CARD_REFUND_MESSAGES as M, type CardGateway, type CardRefund, type cardRefundListInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { conflict, notFound } from '../../errors.ts'

// DESIGN §18, cards: a transaction the gateway's API says is paid but that opened no access (its
// note says why) is money to give back; a super admin marks it « remboursé » once done.

/** Paid and never granted: the transactions a refund is owed for (done or not). */
function refundable(db: Database) {
  return db
    .selectFrom('card_transactions as c')
    .innerJoin('payment_requests as p', 'p.id', 'c.payment_request_id')
    .leftJoin('admins as a', 'a.id', 'c.refunded_by')
    .where('c.status', '=', 'paid')
    .where('c.granted_at', 'is', null)
}

const select = (query: ReturnType<typeof refundable>) =>
  query.select([
    'c.id',
    'c.gateway',
    'c.transaction_id',
    'c.amount_centimes',
    'c.currency',
    'c.note',
    'c.created_at as paid_at',
    'c.payment_request_id',
    'p.reference',
    'p.student_name',
    'p.student_email',
    'p.formation_title',
    'c.refunded_at',
    'a.name as refunded_by_name',
  ])

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>
const toRefund = (row: Row): CardRefund => ({ ...row, gateway: row.gateway as CardGateway, refunded_by_name: row.refunded_by_name ?? null })

/** « À rembourser » oldest first (the longest waiting on top); « Remboursé » newest refund first. */
export async function listCardRefunds(db: Database, input: z.output<typeof cardRefundListInput>) {
  const open = input.state === 'a_rembourser'
  const scoped = refundable(db).where('c.refunded_at', open ? 'is' : 'is not', null)
  const ordered = open ? select(scoped).orderBy('c.created_at').orderBy('c.id') : select(scoped).orderBy('c.refunded_at', 'desc').orderBy('c.id', 'desc')
  const [rows, count] = await Promise.all([
    ordered.limit(input.limit).offset(input.offset).execute(),
    scoped.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toRefund), total: Number(count.total) }
}

/** Marks a refund done, once: a second click (or another admin first) is a 409 that names it. */
export async function markCardRefunded(db: Database, adminId: number, id: number) {
  const now = new Date().toISOString()
  const updated = await db
    .updateTable('card_transactions')
    .set({ refunded_at: now, refunded_by: adminId, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('granted_at', 'is', null)
    .where('refunded_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  const row = await select(refundable(db).where('c.id', '=', id)).executeTakeFirst()
  if (!row) throw notFound(M.notFound)
  if (!updated) throw conflict(M.alreadyRefunded)
  return { message: M.refunded, refund: toRefund(row) }
}
